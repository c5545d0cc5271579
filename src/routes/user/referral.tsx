import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ReferralLogs } from '../../features/referrals/components/referral-logs.tsx';
import { ReferralOverview } from '../../features/referrals/components/referral-overview.tsx';

export const Route = createFileRoute('/user/referral')({
  component: () => (
    <>
      <PageTitle title="Referral">
        <p className="text-fg-muted">
          Invite people with your link and earn a commission on their deposits and investments.
        </p>
      </PageTitle>
      <div className="flex flex-col gap-6">
        <ReferralOverview />
        <ReferralLogs />
      </div>
    </>
  ),
});
