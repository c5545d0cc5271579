import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/send-money/log')({
  component: () => <ComingSoon title="Send Money Log" />,
});
