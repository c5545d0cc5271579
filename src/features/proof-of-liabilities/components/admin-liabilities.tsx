import { formatCents } from '../../../contract/cents.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { ADMIN_LIABILITIES_FAILED, getAdminLiabilities } from '../api/get-admin-liabilities.ts';
import { takeSnapshot } from '../api/take-snapshot.ts';
import { DeclaredAssetsForm } from './declared-assets-form.tsx';
import { LiabilitiesRatio } from './liabilities-ratio.tsx';

/** Admin: take a snapshot (after a step-up), the snapshots kept, and the declared assets beside the total. */
export function AdminLiabilities() {
  const { data, error, reload, setData } = useResource(getAdminLiabilities, ADMIN_LIABILITIES_FAILED);
  const can = useCan();
  const stepUp = useStepUp();
  const take = useApiAction(stepUp.guard(takeSnapshot), {
    fallback: 'Failed to take the snapshot',
    successMessage: 'Snapshot published.',
  });

  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading snapshots...</p>;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <LiabilitiesRatio data={data} />
      {can('settings.manage') ? (
        <Panel title="Publish a snapshot">
          <p className="text-sm text-fg-muted">
            Adds up every user's wallets and active investments in one read, publishes the root and total, and lets each
            investor verify their balance.
          </p>
          <form
            aria-label="Take a snapshot"
            className="max-w-xs"
            onSubmit={(e) => {
              e.preventDefault();
              void take.run().then((r) => (r.ok ? reload() : undefined));
            }}
          >
            <SubmitButton pending={take.pending} pendingLabel="Taking the snapshot...">
              Take a snapshot now
            </SubmitButton>
          </form>
          {stepUp.dialog}
        </Panel>
      ) : null}
      <Panel title="Snapshots">
        {data.snapshots.length === 0 ? (
          <p className="text-fg-muted">No snapshot yet.</p>
        ) : (
          <ul aria-label="Snapshots" className="flex flex-col divide-y divide-line">
            {data.snapshots.map((s) => (
              <li key={s.snapshot_id} className="flex flex-col gap-1 py-2 text-sm">
                <span className="flex flex-wrap justify-between gap-2">
                  <span>{formatLocalDateTimeWithZone(s.taken_at)}</span>
                  <span className="font-semibold tabular-nums">
                    {formatCents(s.total_cents)} USD · {s.leaf_count} users
                  </span>
                </span>
                <span className="font-mono text-xs break-all text-fg-muted">{s.root_hash}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {can('settings.manage') ? <DeclaredAssetsForm assets={data.declared_assets} onSaved={setData} /> : null}
    </div>
  );
}
