import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { useKycStatusStore } from '../kyc-status-store.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * /user/kyc/pending: under review, the user will be notified, Go to Dashboard. Only a
 * submitted, pending KYC shows it; anyone else goes to the form, which shows their status (none,
 * rejected with the reason, or verified).
 */
export function KycPending() {
  const navigate = useNavigate();
  const t = useT();
  const status = useKycStatusStore((s) => s.data?.status ?? null);
  const error = useKycStatusStore((s) => s.error);
  useEffect(() => {
    void useKycStatusStore.getState().refresh();
  }, []);
  if (status === null) return <p role="status">{error ?? t('kyc.checking')}</p>;
  if (status !== 'pending') return <Navigate to="/user/kyc/form" replace />;
  return (
    <>
      <PageTitle title={t('kyc.pendingTitle')} />
      <div className="flex max-w-xl flex-col gap-4">
        <p>{t('kyc.pendingIntro')}</p>
        <button
          type="button"
          onClick={() => void navigate({ to: '/user/dashboard' })}
          className="min-h-tap self-start rounded-control bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('kyc.toDashboard')}
        </button>
      </div>
    </>
  );
}
