import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/ranking-badge')({
  component: () => <ComingSoon title="Ranking Badge" />,
});
