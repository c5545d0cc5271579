import { useEffect } from 'react';
import type { AccountExport } from '../../../contract/account-data.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { downloadExport } from '../api/download-export.ts';
import { listExports } from '../api/list-exports.ts';
import { requestExport } from '../api/request-export.ts';
import { ACCOUNT_DATA_DEFAULTS } from '../messages.ts';

const STATE_WORDS: Record<AccountExport['status'], string> = {
  pending: 'Waiting to start',
  running: 'Being prepared',
  ready: 'Ready',
  failed: 'Failed: ask for a new one',
  expired: 'Link expired',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * "Export your data": asks for a ZIP of everything held about the investor (after a step-up),
 * shows its progress until it is ready, and downloads it. While one is being prepared the list is
 * read again every few seconds.
 */
export function ExportPanel() {
  const { data: items, error, reload } = useResource(listExports, ACCOUNT_DATA_DEFAULTS.list);
  const online = useOnlineStatus();
  const stepUp = useStepUp();
  const ask = useApiAction(stepUp.guard(requestExport), { fallback: ACCOUNT_DATA_DEFAULTS.request });
  const fetchFile = useApiAction(downloadExport, { fallback: ACCOUNT_DATA_DEFAULTS.download });
  const waiting = items?.some((e) => e.status === 'pending' || e.status === 'running') ?? false;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), 3000);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  async function start() {
    const result = await ask.run();
    if (!result.ok) return;
    notify.success('Your export is being prepared. We will tell you when it is ready.');
    await reload();
  }

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (items === null) body = <p role="status">Loading your exports...</p>;
  else if (items.length === 0) body = <p className="text-sm text-fg-muted">You have not exported your data yet.</p>;
  else
    body = (
      <ul aria-label="Your exports" className="flex flex-col gap-2">
        {items.map((e) => (
          <li
            key={e.export_id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line p-3"
          >
            <span className="text-sm">
              <span className="font-medium">{day(e.created_at)}</span>
              <span
                className="block text-fg-muted"
                role={e.status === 'running' || e.status === 'pending' ? 'status' : undefined}
              >
                {STATE_WORDS[e.status]}
                {e.status === 'ready' && e.expires_at ? ` until ${day(e.expires_at)}` : ''}
              </span>
            </span>
            {e.status === 'ready' ? (
              <SecondaryButton disabled={!online || fetchFile.pending} onClick={() => void fetchFile.run(e.export_id)}>
                {fetchFile.pending ? 'Downloading...' : 'Download ZIP'}
              </SecondaryButton>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Export your data</h3>
      <p className="text-sm text-fg-muted">
        One ZIP file with your profile, wallets, every transaction, deposits, withdrawals, investments, referrals,
        tickets, notifications, sign-ins and identity check, as JSON and as spreadsheets (CSV). The link works for 7
        days.
      </p>
      <SecondaryButton className="self-start" disabled={!online || ask.pending || waiting} onClick={() => void start()}>
        {ask.pending ? 'Starting...' : waiting ? 'Preparing your export...' : 'Export my data'}
      </SecondaryButton>
      {body}
      {stepUp.dialog}
    </div>
  );
}
