import { useRef, useState } from 'react';
import type { BulkApproveResponse } from '../../contract/admin-bulk.ts';
import { formatMoney } from '../../contract/cents.ts';
import { toApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { sentence } from '../../lib/sentence.ts';

type Item = { id: string; reference: string; amount: number; user: { email: string } };

type Props = {
  noun: string;
  approveLabel: string;
  pendingItems: readonly Item[];
  chosen: readonly Item[];
  onSelectAll: (on: boolean) => void;
  bulkApprove: (ids: string[], key: string) => Promise<BulkApproveResponse>;
  /** After the answer: the refused ones as "reference: why" lines. */
  onDone: (refused: string[]) => void;
};

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
/** "Approve 2 deposits", "Mark 2 withdrawals paid". */
const act = (label: string, what: string) => (label === 'Mark paid' ? `Mark ${what} paid` : `${label} ${what}`);

/**
 * Select all, and approve the selection after one confirmation that restates how many, for whom
 * and how much. The server decides each one on its own and answers for each.
 */
export function BulkApprove({ noun, approveLabel, pendingItems, chosen, onSelectAll, bulkApprove, onDone }: Props) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const total = chosen.reduce((sum, i) => sum + Math.round(i.amount * 100), 0) / 100;
  const users = [...new Set(chosen.map((i) => i.user.email))];
  const allOn = chosen.length === pendingItems.length;

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
      onDone(answer.results.flatMap((r) => (r.ok ? [] : [`${byId.get(r.id) ?? r.id}: ${r.message}`])));
    } catch (caught) {
      // The same key on a retry: a bulk call that did reach the server is not run twice.
      setError(toApiError(caught, `The ${noun}s could not be approved`).message);
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
          Select all {plural(pendingItems.length, `pending ${noun}`)}
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
          {approveLabel} selected ({chosen.length})
        </button>
      </div>
      {open ? (
        <ConfirmDialog
          title={`${act(approveLabel, plural(chosen.length, noun))}?`}
          rows={[
            { label: 'Requests', value: chosen.map((i) => i.reference).join(', ') },
            {
              label: users.length === 1 ? 'User' : 'Users',
              value:
                users.length <= 3 ? users.join(', ') : `${users.slice(0, 3).join(', ')} and ${users.length - 3} more`,
            },
            { label: 'Total amount', value: formatMoney(total), strong: true },
          ]}
          tone="approve"
          confirmLabel={act(approveLabel, plural(chosen.length, noun))}
          pendingLabel="Approving..."
          pending={pending}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
