import { useRef, useState, type ReactNode } from 'react';
import { useApiAction } from '../../lib/use-api-action.ts';
import { TextField } from '../form/text-field.tsx';
import type { DetailRow } from '../money/detail-list.tsx';
import { notify } from '../../lib/toast.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { sentence } from '../../lib/sentence.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type ReviewActionsProps = {
  /** What is reviewed, for the buttons' accessible names ("Approve deposit DEP123"). */
  subject: string;
  /** Restated in the confirmation: at least the user and the amount. */
  summary: readonly DetailRow[];
  fallback: string;
  onApprove: (note: string, key: string) => Promise<unknown>;
  onReject: (reason: string, key: string) => Promise<unknown>;
  onDone: () => void;
  /** The approve button's visible text ("Approve", "Mark paid"), in the reader's language. */
  approveLabel?: string;
  /** A payout is marked paid rather than approved: the title and toast say so. Also when the label is the English "Mark paid". */
  markPaid?: boolean;
  /** An optional text sent with the approval (e.g. the payout reference). */
  approveNoteLabel?: string;
  /** Shown in the confirmation below the summary, e.g. the deposit's proof. */
  evidence?: ReactNode;
};

/** The server's "Sent for approval: …" message when the answer carries a four-eyes request still pending. */
function sentForApproval(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('approval' in data)) return undefined;
  const { approval } = data;
  if (typeof approval !== 'object' || approval === null || !('status' in approval) || approval.status !== 'pending')
    return undefined;
  return 'message' in data && typeof data.message === 'string'
    ? data.message
    : translate('admin.review.sentForApproval');
}

const button =
  'min-h-tap rounded-control px-3 py-2 text-label font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60';

/**
 * Approve, or reject with a reason, for one pending item; both go through the confirmation that
 * restates user and amount. Each decision carries its own Idempotency-Key, kept while the same
 * decision is retried after a failure.
 */
export function ReviewActions({
  subject,
  summary,
  fallback,
  onApprove,
  onReject,
  onDone,
  approveLabel: givenLabel,
  markPaid: givenMarkPaid,
  approveNoteLabel,
  evidence,
}: ReviewActionsProps) {
  const t = useT();
  const approveLabel = givenLabel ?? t('admin.review.approve');
  const markPaid = givenMarkPaid ?? (givenLabel === 'Mark paid' || givenLabel === t('admin.review.markPaid'));
  const [mode, setMode] = useState<'idle' | 'approve' | 'reject'>('idle');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keys = useRef<{ approve: string; reject: string }>({
    approve: crypto.randomUUID(),
    reject: crypto.randomUUID(),
  });
  // Approval's toast comes from the answer: above the four-eyes threshold it was only sent for a second admin's approval.
  const approve = useApiAction((note: string) => onApprove(note, keys.current.approve), {
    fallback,
    toastErrors: false,
  });
  const reject = useApiAction((reason: string) => onReject(reason, keys.current.reject), {
    fallback,
    successMessage: sentence(t('admin.review.rejectedToast', { subject })),
    toastErrors: false,
  });
  const rejecting = mode === 'reject';
  const action = rejecting ? reject : approve;

  function open(next: 'approve' | 'reject') {
    setText('');
    setError(null);
    setMode(next);
  }

  async function confirm() {
    const result = await action.run(text.trim());
    if (result.ok && !rejecting)
      notify.success(
        sentence(
          sentForApproval(result.data) ??
            (markPaid ? t('admin.review.paidToast', { subject }) : t('admin.review.approvedToast', { subject })),
        ),
      );
    if (result.ok) {
      setMode('idle');
      onDone();
    } else setError(result.error.message);
  }

  return (
    <>
      <div className="flex gap-2">
        <button
          type="button"
          aria-label={t('admin.review.actionAria', { action: approveLabel, subject })}
          className={`${button} bg-emerald-700 text-white hover:bg-emerald-800`}
          onClick={() => open('approve')}
        >
          {approveLabel}
        </button>
        <button
          type="button"
          aria-label={t('admin.review.rejectAria', { subject })}
          className={`${button} border border-red-700 text-red-700 dark:border-red-400 dark:text-red-400`}
          onClick={() => open('reject')}
        >
          {t('admin.review.reject')}
        </button>
      </div>
      {mode === 'idle' ? null : (
        <ConfirmDialog
          title={
            rejecting
              ? t('admin.review.rejectTitle', { subject })
              : markPaid
                ? t('admin.review.markPaidTitle', { subject })
                : t('admin.review.actionTitle', { action: approveLabel, subject })
          }
          rows={summary}
          tone={rejecting ? 'danger' : 'approve'}
          confirmLabel={
            rejecting
              ? t('admin.review.confirmReject')
              : t('admin.review.confirmAction', { action: approveLabel.toLowerCase() })
          }
          pendingLabel={rejecting ? t('admin.review.rejecting') : t('admin.review.saving')}
          pending={action.pending}
          error={error}
          confirmDisabled={rejecting && text.trim().length < 3}
          onConfirm={() => void confirm()}
          onCancel={() => setMode('idle')}
        >
          {evidence}
          {rejecting || approveNoteLabel ? (
            <TextField
              name={rejecting ? 'reason' : 'note'}
              label={rejecting ? t('admin.review.rejectReason') : (approveNoteLabel ?? t('admin.review.note'))}
              required={rejecting}
              minLength={rejecting ? 3 : undefined}
              maxLength={rejecting ? 500 : 200}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={rejecting ? reject.fieldErrors['reason'] : approve.fieldErrors['payout_reference']}
              hint={rejecting ? t('admin.review.rejectHint') : t('admin.review.optional')}
            />
          ) : null}
        </ConfirmDialog>
      )}
    </>
  );
}
