import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useKycStatusStore } from '../kyc-status-store.ts';

const chip = 'flex min-h-9 items-center gap-1 rounded-full px-2 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-blue-600';

/** Header mark: "Verified" for an approved KYC, otherwise a short link to where KYC stands. */
export function KycMark() {
  const status = useKycStatusStore((s) => s.data?.status ?? null);
  useEffect(() => {
    void useKycStatusStore.getState().refresh();
  }, []);
  if (status === null) return null;
  if (status === 'approved') {
    return (
      <span role="img" aria-label="Verified account" title="Verified account" className={`${chip} bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50`}>
        <span aria-hidden="true">✓</span>
        <span aria-hidden="true" className="hidden sm:inline">Verified</span>
      </span>
    );
  }
  const pending = status === 'pending';
  return (
    <Link
      to={pending ? '/user/kyc/pending' : '/user/kyc/form'}
      className={`${chip} bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50`}
      aria-label={pending ? 'KYC pending' : 'Verify your identity'}
    >
      <span aria-hidden="true">!</span>
      <span aria-hidden="true" className="hidden sm:inline">{pending ? 'KYC pending' : 'Verify identity'}</span>
    </Link>
  );
}
