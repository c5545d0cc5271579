import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/withdrawal-accounts')({
  component: () => <ComingSoon title="Withdrawal Accounts" />,
});
