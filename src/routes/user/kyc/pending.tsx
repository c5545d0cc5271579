import { createFileRoute } from '@tanstack/react-router';
import { KycPending } from '../../../features/kyc/components/kyc-pending.tsx';

export const Route = createFileRoute('/user/kyc/pending')({
  component: KycPending,
});
