import { useCallback, useState } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getApprovals, type ApprovalStatus } from '../api/get-approvals.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';
import { ApprovalCard } from './approval-card.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const FILTERS = [
  { value: 'pending', label: 'admin.approvals.filter.pending' },
  { value: 'approved', label: 'admin.approvals.filter.approved' },
  { value: 'rejected', label: 'admin.approvals.filter.rejected' },
] as const;

/**
 * /admin/approvals: payouts and balance adjustments above the four-eyes threshold, waiting for a
 * second admin. Approving moves the money (once); the requester cannot approve their own.
 */
export function ApprovalList() {
  const t = useT();
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const myId = useSessionStore((s) => s.user?.id);
  const load = useCallback(() => getApprovals(status), [status]);
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => APPROVAL_DEFAULTS.fetch);
  const list = useResource(load, fallback);
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('admin.approvals.status')}
        value={status}
        options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
        onChange={(e) => setStatus(e.target.value as ApprovalStatus)}
        className="flex max-w-xs flex-col gap-1"
      />
      {list.error ? <LoadError message={list.error} onRetry={() => void list.reload()} /> : null}
      {!list.data && !list.error ? <p role="status">{t('admin.approvals.loading')}</p> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="text-fg-muted">
          {status === 'pending' ? t('admin.approvals.emptyPending') : t('admin.approvals.empty')}
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul aria-label={t('admin.approvals.list')} className="grid gap-3 lg:grid-cols-2">
          {list.data.items.map((a) => (
            <ApprovalCard key={a.id} approval={a} myId={myId} onChanged={() => void list.reload()} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
