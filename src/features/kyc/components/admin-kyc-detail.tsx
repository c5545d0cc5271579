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
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type Props = { id: string; onDecided: () => void; onClose: () => void };

/** One submission for review: its details, the document, and Approve / Reject with a reason. */
export function AdminKycDetailPanel({ id, onDecided, onClose }: Props) {
  const [kyc, setKyc] = useState<AdminKycDetail | null>(null);
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    adminGetKyc(id).then(setKyc, (caught: unknown) =>
      setError(toApiError(caught, translate('kyc.admin.error.get')).message),
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
        toApiError(caught, translate(kind === 'approve' ? 'kyc.admin.error.approve' : 'kyc.admin.error.reject'))
          .message,
      );
      load();
    } finally {
      setBusy(null);
    }
  };

  if (error) return <LoadError message={error} onRetry={load} />;
  if (!kyc) return <p role="status">{t('kyc.admin.loading')}</p>;
  const rows = [
    { label: t('kyc.admin.row.name'), value: `${kyc.firstName} ${kyc.lastName}` },
    { label: t('register.email'), value: kyc.email },
    { label: t('register.phone'), value: kyc.phone },
    { label: t('register.country'), value: kyc.country },
    { label: t('kyc.field.type'), value: t(KYC_ID_TYPE_WORDS[kyc.idType]) },
    { label: t('kyc.field.number'), value: kyc.idNumber },
    {
      label: t('kyc.field.address'),
      value: `${kyc.address}, ${kyc.city}, ${kyc.state} ${kyc.zipCode}, ${kyc.kycAddressCountry}`,
    },
    { label: t('kyc.admin.row.submitted'), value: formatDateTime(kyc.createdAt) },
    { label: t('ticket.statusFilter'), value: t(KYC_STATUS_WORDS[kyc.status]) },
    ...(kyc.rejectionReason ? [{ label: t('kyc.admin.row.reason'), value: kyc.rejectionReason }] : []),
  ];
  return (
    <section
      aria-label={t('kyc.admin.region')}
      className="flex flex-col gap-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{kyc.username}</h2>
        <SecondaryButton onClick={onClose}>{t('kyc.admin.close')}</SecondaryButton>
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
            {t('kyc.admin.approve')}
          </button>
          <button
            type="button"
            onClick={() => setAsking('reject')}
            className="min-h-tap rounded-control border border-danger px-4 py-2 font-semibold text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('kyc.admin.reject')}
          </button>
        </div>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t(asking === 'approve' ? 'kyc.admin.approveTitle' : 'kyc.admin.rejectTitle', {
            username: kyc.username,
          })}
          rows={[
            { label: t('kyc.admin.row.user'), value: `${kyc.firstName} ${kyc.lastName} (@${kyc.username})` },
            { label: t('kyc.admin.row.document'), value: `${t(KYC_ID_TYPE_WORDS[kyc.idType])} ${kyc.idNumber}` },
            {
              label: t('kyc.admin.row.result'),
              value: asking === 'approve' ? t('kyc.admin.resultApprove') : t('kyc.admin.resultReject'),
              strong: true,
            },
          ]}
          tone={asking === 'approve' ? 'approve' : 'danger'}
          confirmLabel={asking === 'approve' ? t('kyc.admin.confirmApprove') : t('kyc.admin.confirmReject')}
          pendingLabel={asking === 'approve' ? t('kyc.admin.approving') : t('kyc.admin.rejecting')}
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
              label={t('kyc.admin.reasonLabel')}
              required
              minLength={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              hint={t('kyc.admin.reasonHint')}
            />
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
