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
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { KYC_ID_TYPE_WORDS, KYC_STATUS_WORDS } from '../kyc-status-words.ts';
import { sentence } from '../../../lib/sentence.ts';

type Props = { id: string; onDecided: () => void; onClose: () => void };

/** One submission for review: its details, the document, and Approve / Reject with a reason. */
export function AdminKycDetailPanel({ id, onDecided, onClose }: Props) {
  const [kyc, setKyc] = useState<AdminKycDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    adminGetKyc(id).then(setKyc, (caught: unknown) =>
      setError(toApiError(caught, 'Failed to fetch KYC submission').message),
    );
  }, [id]);
  useEffect(load, [load]);

  const decide = async (kind: 'approve' | 'reject') => {
    setBusy(kind);
    setDecisionError(null);
    try {
      const result = kind === 'approve' ? await adminApproveKyc(id) : await adminRejectKyc(id, reason.trim());
      setKyc(result.kyc);
      setAsking(null);
      notify.success(sentence(result.message));
      onDecided();
    } catch (caught) {
      // Shown in the dialog, which stays open: the admin can try again or cancel.
      setDecisionError(
        toApiError(caught, kind === 'approve' ? 'Failed to approve KYC' : 'Failed to reject KYC').message,
      );
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
    { label: 'Verification Type', value: KYC_ID_TYPE_WORDS[kyc.idType] },
    { label: 'Document Number', value: kyc.idNumber },
    { label: 'Address', value: `${kyc.address}, ${kyc.city}, ${kyc.state} ${kyc.zipCode}, ${kyc.kycAddressCountry}` },
    { label: 'Submitted', value: formatDateTime(kyc.createdAt) },
    { label: 'Status', value: KYC_STATUS_WORDS[kyc.status] ?? kyc.status },
    ...(kyc.rejectionReason ? [{ label: 'Reason', value: kyc.rejectionReason }] : []),
  ];
  return (
    <section
      aria-label="KYC submission"
      className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{kyc.username}</h2>
        <SecondaryButton onClick={onClose}>Close</SecondaryButton>
      </div>
      <DetailList rows={rows} />
      <KycDocument url={kyc.document.url} mime={kyc.document.mime} name={kyc.document.name} />
      {kyc.status === 'pending' ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={() => setAsking('approve')}
            className="min-h-tap rounded-control bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-accent"
          >
            Approve
          </button>
          <button
            type="button"
            onClick={() => setAsking('reject')}
            className="min-h-tap rounded-control border border-danger px-4 py-2 font-semibold text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-accent"
          >
            Reject
          </button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={asking === 'approve' ? `Approve KYC of ${kyc.username}?` : `Reject KYC of ${kyc.username}?`}
          rows={[
            { label: 'User', value: `${kyc.firstName} ${kyc.lastName} (@${kyc.username})` },
            { label: 'Document', value: `${KYC_ID_TYPE_WORDS[kyc.idType]} ${kyc.idNumber}` },
            {
              label: 'Result',
              value:
                asking === 'approve'
                  ? 'Verified: the user can use every feature that needs KYC'
                  : 'Rejected: the user is told the reason and may submit again',
              strong: true,
            },
          ]}
          tone={asking === 'approve' ? 'approve' : 'danger'}
          confirmLabel={asking === 'approve' ? 'Confirm approve' : 'Confirm reject'}
          pendingLabel={asking === 'approve' ? 'Approving...' : 'Rejecting...'}
          pending={busy !== null}
          error={decisionError}
          confirmDisabled={asking === 'reject' && reason.trim().length < 3}
          onConfirm={() => void decide(asking)}
          onCancel={() => {
            setAsking(null);
            setDecisionError(null);
          }}
        >
          {asking === 'reject' ? (
            <TextField
              name="reason"
              label="Reason for rejection"
              required
              minLength={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              hint="The user sees this reason."
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
