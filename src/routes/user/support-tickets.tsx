import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/support-tickets')({
  component: () => <ComingSoon title="Support Tickets" />,
});
