import { Link } from '@tanstack/react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { useKycStatusStore } from '../kyc-status-store.ts';

const chip =
  'flex min-h-tap min-w-tap items-center justify-center gap-1.5 rounded-full px-3 text-caption font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-accent';

/** Where KYC stands: the link target and its visible text (which also starts the accessible name). */
function kycLink(status: 'none' | 'pending' | 'rejected', t: Translate) {
  if (status === 'pending')
    return { to: '/user/kyc/pending' as const, text: t('kyc.mark.pending'), name: t('kyc.mark.pendingMore') };
  if (status === 'rejected')
    return { to: '/user/kyc/form' as const, text: t('kyc.mark.rejected'), name: t('kyc.mark.rejectedMore') };
  return { to: '/user/kyc/form' as const, text: t('kyc.mark.verify'), name: t('kyc.mark.verifyMore') };
}

/**
 * The KYC state. `chip` sits in the header from the sm breakpoint up ("Verified", or a link to
 * where KYC stands); `strip` is its phone form under the header, shown only while KYC is not
 * approved, because the phone header has no room left for a 44 px chip with its words.
 */
export function KycMark({ variant = 'chip' }: { variant?: 'chip' | 'strip' }) {
  const status = useKycStatusStore((s) => s.data?.status ?? null);
  const t = useT();
  useEffect(() => {
    if (variant === 'chip') void useKycStatusStore.getState().refresh();
  }, [variant]);
  if (status === null) return null;
  if (status === 'approved') {
    if (variant === 'strip') return null;
    return (
      <span title={t('kyc.mark.verifiedTitle')} className={`${chip} bg-success-soft text-success`}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('kyc.mark.verified')}
      </span>
    );
  }
  const link = kycLink(status, t);
  if (variant === 'strip') {
    return (
      <Link
        to={link.to}
        aria-label={link.name}
        className="flex min-h-tap items-center gap-2 border-b border-line bg-warning-soft px-4 text-label font-semibold text-warning focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
      >
        <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
        {link.text}
      </Link>
    );
  }
  return (
    <Link to={link.to} aria-label={link.name} className={`${chip} bg-warning-soft text-warning`}>
      <ShieldAlert aria-hidden="true" className="size-4" />
      {link.text}
    </Link>
  );
}
