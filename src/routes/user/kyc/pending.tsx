import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';

export const Route = createFileRoute('/user/kyc/pending')({
  component: () => <ComingSoon title="KYC Pending" />,
});
