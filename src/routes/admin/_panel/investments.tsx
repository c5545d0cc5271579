import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/admin/_panel/investments')({
  component: () => <ComingSoon title="Investments" />,
});
