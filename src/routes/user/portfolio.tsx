import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/portfolio')({
  component: () => <ComingSoon title="Portfolio" />,
});
