import { useRef, useState } from 'react';
import type { BulkApproveResponse } from '../../contract/admin-bulk.ts';
import { formatMoney } from '../../contract/cents.ts';
import { toApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { sentence } from '../../lib/sentence.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT, type Translate } from '../../lib/i18n/use-t.ts';

type Item = { id: string; reference: string; amount: number; user: { email: string } };

type Props = {
  noun: string;
  approveLabel: string;
  /** Payouts are marked paid, not approved: the sentences say so. Also when the label is "Mark paid" (English or the catalog's). */
  markPaid?: boolean | undefined;
  pendingItems: readonly Item[];
  chosen: readonly Item[];
  onSelectAll: (on: boolean) => void;
  bulkApprove: (ids: string[], key: string) => Promise<BulkApproveResponse>;
  /** After the answer: the refused ones as "reference: why" lines. */
  onDone: (refused: string[]) => void;
};

type Action = 'approve' | 'markPaid' | 'other';

/** The feature passes its button's word, English or already translated; the sentence is the catalog's. */
function actionOf(t: Translate, label: string, markPaid: boolean | undefined): Action {
  if (markPaid) return 'markPaid';
  if (label === 'Approve' || label === t('admin.review.approve')) return 'approve';
  if (label === 'Mark paid' || label === t('admin.review.markPaid')) return 'markPaid';
  return 'other';
}

/** "Approve 2 deposits", "Mark 2 withdrawals paid": a whole sentence per language, so its word order is the language's. */
function act(t: Translate, action: Action, label: string, noun: string, count: number): string {
  if (action === 'approve' && noun === 'deposit') return t('admin.bulk.approveDeposits', { count });
  if (action === 'approve' && noun === 'withdrawal') return t('admin.bulk.approveWithdrawals', { count });
  if (action === 'markPaid' && noun === 'withdrawal') return t('admin.bulk.markWithdrawalsPaid', { count });
  return t('admin.bulk.actionRequests', { action: label, count });
}

function selectAll(t: Translate, noun: string, count: number): string {
  if (noun === 'deposit') return t('admin.bulk.selectAllDeposits', { count });
  if (noun === 'withdrawal') return t('admin.bulk.selectAllWithdrawals', { count });
  return t('admin.bulk.selectAllRequests', { count });
}

function approveSelected(t: Translate, action: Action, label: string, count: number): string {
  if (action === 'approve') return t('admin.bulk.approveSelected', { count });
  if (action === 'markPaid') return t('admin.bulk.markPaidSelected', { count });
  return t('admin.bulk.actionSelected', { action: label, count });
}

/**
 * Select all, and approve the selection after one confirmation that restates how many, for whom
 * and how much. The server decides each one on its own and answers for each.
 */
export function BulkApprove({
  noun,
  approveLabel,
  markPaid,
  pendingItems,
  chosen,
  onSelectAll,
  bulkApprove,
  onDone,
}: Props) {
  const t = useT();
  const action = actionOf(t, approveLabel, markPaid);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const total = chosen.reduce((sum, i) => sum + Math.round(i.amount * 100), 0) / 100;
  const users = [...new Set(chosen.map((i) => i.user.email))];
  const allOn = chosen.length === pendingItems.length;
  const actionText = act(t, action, approveLabel, noun, chosen.length);

  async function confirm() {
    setPending(true);
    setError(null);
    try {
      const answer = await bulkApprove(
        chosen.map((i) => i.id),
        key.current,
      );
      key.current = crypto.randomUUID();
      const byId = new Map(chosen.map((i) => [i.id, i.reference]));
      if (answer.failed === 0) notify.success(sentence(answer.message));
      else notify.error(answer.message);
      setOpen(false);
      onDone(
        answer.results.flatMap((r) =>
          r.ok ? [] : [translate('admin.queue.refusedLine', { reference: byId.get(r.id) ?? r.id, reason: r.message })],
        ),
      );
    } catch (caught) {
      // The same key on a retry: a bulk call that did reach the server is not run twice.
      setError(toApiError(caught, translate('admin.bulk.failed', { kind: noun, noun })).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-tap items-center gap-2 text-label font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={allOn && chosen.length > 0}
            onChange={(e) => onSelectAll(e.target.checked)}
          />
          {selectAll(t, noun, pendingItems.length)}
        </label>
        <button
          type="button"
          disabled={chosen.length === 0}
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
          className="min-h-tap rounded-control bg-emerald-700 px-4 py-2 text-label font-semibold text-white hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {approveSelected(t, action, approveLabel, chosen.length)}
        </button>
      </div>
      {open ? (
        <ConfirmDialog
          title={t('admin.bulk.question', { action: actionText })}
          rows={[
            { label: t('admin.bulk.requests'), value: chosen.map((i) => i.reference).join(', ') },
            {
              label: t('admin.bulk.users', { count: users.length }),
              value:
                users.length <= 3
                  ? users.join(', ')
                  : t('admin.bulk.moreUsers', { shown: users.slice(0, 3).join(', '), count: users.length - 3 }),
            },
            { label: t('admin.bulk.total'), value: formatMoney(total), strong: true },
          ]}
          tone="approve"
          confirmLabel={actionText}
          pendingLabel={t('admin.bulk.approving')}
          pending={pending}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
