import { useCallback, useState } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { getApprovals, type ApprovalStatus } from '../api/get-approvals.ts';
import { APPROVAL_DEFAULTS } from '../messages.ts';
import { ApprovalCard } from './approval-card.tsx';

const FILTERS = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
] as const;

/**
 * /admin/approvals: payouts and balance adjustments above the four-eyes threshold, waiting for a
 * second admin. Approving moves the money (once); the requester cannot approve their own.
 */
export function ApprovalList() {
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const myId = useSessionStore((s) => s.user?.id);
  const load = useCallback(() => getApprovals(status), [status]);
  const list = useResource(load, APPROVAL_DEFAULTS.fetch);
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Status"
        value={status}
        options={FILTERS}
        onChange={(e) => setStatus(e.target.value as ApprovalStatus)}
        className="flex max-w-xs flex-col gap-1"
      />
      {list.error ? <LoadError message={list.error} onRetry={() => void list.reload()} /> : null}
      {!list.data && !list.error ? <p role="status">Loading approval requests...</p> : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="text-fg-muted">
          {status === 'pending' ? 'Nothing waits for approval' : 'No requests with this status'}
        </p>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ul aria-label="Approval requests" className="grid gap-3 lg:grid-cols-2">
          {list.data.items.map((a) => (
            <ApprovalCard key={a.id} approval={a} myId={myId} onChanged={() => void list.reload()} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
