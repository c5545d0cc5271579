import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { ReferralLogs } from '../../features/referrals/components/referral-logs.tsx';
import { ReferralOverview } from '../../features/referrals/components/referral-overview.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/referral')({
  component: ReferralPage,
});

function ReferralPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('referral.title')}>
        <p className="text-fg-muted">{t('referral.intro')}</p>
      </PageTitle>
      <div className="flex flex-col gap-6">
        <ReferralOverview />
        <ReferralLogs />
      </div>
    </>
  );
}
