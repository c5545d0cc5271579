import { Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/status/load-error.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useKycStatusStore } from '../kyc-status-store.ts';
import { KycForm } from './kyc-form.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** True once a status request started by this visit has finished (whoever started it). */
function useFreshCheck(): boolean {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let unsubscribe: () => void = () => undefined;
    void useKycStatusStore
      .getState()
      .refresh()
      .then(() => {
        if (!useKycStatusStore.getState().loading) return setChecked(true);
        unsubscribe = useKycStatusStore.subscribe((s) => {
          if (!s.loading) setChecked(true);
        });
      });
    return () => unsubscribe();
  }, []);
  return checked;
}

/**
 * /user/kyc/form: a pending submission goes to the pending page, an approved one says so, a
 * rejected one shows the reason above the form so the user can submit again.
 */
export function KycFormPage() {
  const { data, error, refresh } = useKycStatusStore();
  const t = useT();
  const checked = useFreshCheck();

  // A cached state may be stale (a rejection since): decide only after this visit's answer.
  if (data === null || !checked) {
    if (error && checked) return <LoadError message={error} onRetry={() => void refresh()} />;
    return <p role="status">{t('kyc.checking')}</p>;
  }
  if (data.status === 'pending') return <Navigate to="/user/kyc/pending" replace />;
  if (data.status === 'approved') {
    return (
      <p className="rounded-md bg-success-soft px-3 py-2 text-success">
        {t('kyc.verified')} <TextLink to="/user/dashboard">{t('kyc.toDashboard')}</TextLink>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {data.status === 'rejected' ? (
        <div role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-danger">
          <p className="font-semibold">{t('kyc.rejected')}</p>
          {data.reason ? <p>{t('kyc.reason', { reason: data.reason })}</p> : null}
          <p>{t('kyc.submitAgain')}</p>
        </div>
      ) : null}
      <KycForm />
    </div>
  );
}
