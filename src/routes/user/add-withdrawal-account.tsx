import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/add-withdrawal-account')({
  component: () => <ComingSoon title="Add Withdrawal Account" />,
});
