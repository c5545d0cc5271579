import { useCallback, useEffect, useState } from 'react';
import type { AdminKycDetail } from '../../../contract/kyc.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { adminApproveKyc } from '../api/admin-approve-kyc.ts';
import { adminGetKyc } from '../api/admin-get-kyc.ts';
import { adminRejectKyc } from '../api/admin-reject-kyc.ts';
import { KycDocument } from './kyc-document.tsx';
import { notify } from '../../../lib/toast.tsx';

type Props = { id: string; onDecided: () => void; onClose: () => void };

/** One submission for review: its details, the document, and Approve / Reject with a reason. */
export function AdminKycDetailPanel({ id, onDecided, onClose }: Props) {
  const [kyc, setKyc] = useState<AdminKycDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const load = useCallback(() => {
    setError(null);
    adminGetKyc(id).then(setKyc, (caught: unknown) => setError(toApiError(caught, 'Failed to fetch KYC submission').message));
  }, [id]);
  useEffect(load, [load]);

  const decide = async (kind: 'approve' | 'reject') => {
    if (kind === 'reject' && !reason.trim()) return void notify.error('Enter a reason for the rejection.');
    setBusy(kind);
    try {
      const result = kind === 'approve' ? await adminApproveKyc(id) : await adminRejectKyc(id, reason.trim());
      setKyc(result.kyc);
      notify.success(result.message);
      onDecided();
    } catch (caught) {
      notify.error(toApiError(caught, kind === 'approve' ? 'Failed to approve KYC' : 'Failed to reject KYC').message);
      load();
    } finally {
      setBusy(null);
    }
  };

  if (error) return <LoadError message={error} onRetry={load} />;
  if (!kyc) return <p role="status">Loading submission...</p>;
  const rows = [
    { label: 'Name', value: `${kyc.firstName} ${kyc.lastName}` },
    { label: 'Email', value: kyc.email },
    { label: 'Phone', value: kyc.phone },
    { label: 'Country', value: kyc.country },
    { label: 'Verification Type', value: kyc.idType },
    { label: 'Document Number', value: kyc.idNumber },
    { label: 'Address', value: `${kyc.address}, ${kyc.city}, ${kyc.state} ${kyc.zipCode}, ${kyc.kycAddressCountry}` },
    { label: 'Submitted', value: formatDateTime(kyc.createdAt) },
    { label: 'Status', value: kyc.status },
    ...(kyc.rejectionReason ? [{ label: 'Reason', value: kyc.rejectionReason }] : []),
  ];
  return (
    <section aria-label="KYC submission" className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{kyc.username}</h2>
        <SecondaryButton onClick={onClose}>Close</SecondaryButton>
      </div>
      <DetailList rows={rows} />
      <KycDocument url={kyc.document.url} mime={kyc.document.mime} name={kyc.document.name} />
      {kyc.status === 'pending' ? (
        <div className="flex flex-col gap-3">
          <button
            type="button"
            onClick={() => void decide('approve')}
            disabled={busy !== null}
            className="min-h-11 rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
          >
            {busy === 'approve' ? 'Approving...' : 'Approve'}
          </button>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Rejection reason
            <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} className="rounded-md border border-zinc-400 bg-white px-3 py-2 text-black dark:border-zinc-600 dark:bg-zinc-900 dark:text-white" />
          </label>
          <button
            type="button"
            onClick={() => void decide('reject')}
            disabled={busy !== null}
            className="min-h-11 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {busy === 'reject' ? 'Rejecting...' : 'Reject'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
