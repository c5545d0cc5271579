import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/wallet-exchange')({
  component: () => <ComingSoon title="Wallet Exchange" />,
});
