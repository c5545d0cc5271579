import { useEffect, useState } from 'react';
import type { AccountExport } from '../../../contract/account-data.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { screenFormat } from '../../../contract/locale-format.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { downloadExport } from '../api/download-export.ts';
import { listExports } from '../api/list-exports.ts';
import { requestExport } from '../api/request-export.ts';
import { ACCOUNT_DATA_DEFAULTS } from '../messages.ts';

const STATE_WORDS: Record<AccountExport['status'], MessageId> = {
  pending: 'dataExport.state.pending',
  running: 'dataExport.state.running',
  ready: 'dataExport.state.ready',
  failed: 'dataExport.state.failed',
  expired: 'dataExport.state.expired',
};

const day = (iso: string) => screenFormat().date(new Date(iso));

/**
 * "Export your data": asks for a ZIP of everything held about the investor (after a step-up),
 * shows its progress until it is ready, and downloads it. While one is being prepared the list is
 * read again every few seconds.
 */
export function ExportPanel() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t(ACCOUNT_DATA_DEFAULTS.list));
  const { data: items, error, reload } = useResource(listExports, failed);
  const online = useOnlineStatus();
  const stepUp = useStepUp();
  const ask = useApiAction(stepUp.guard(requestExport), { fallback: t(ACCOUNT_DATA_DEFAULTS.request) });
  const fetchFile = useApiAction(downloadExport, { fallback: t(ACCOUNT_DATA_DEFAULTS.download) });
  const waiting = items?.some((e) => e.status === 'pending' || e.status === 'running') ?? false;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void reload(), 3000);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  async function start() {
    const result = await ask.run();
    if (!result.ok) return;
    notify.success(t('dataExport.preparing'));
    await reload();
  }

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (items === null) body = <p role="status">{t('dataExport.loading')}</p>;
  else if (items.length === 0) body = <p className="text-sm text-fg-muted">{t('dataExport.none')}</p>;
  else
    body = (
      <ul aria-label={t('dataExport.list')} className="flex flex-col gap-2">
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
                {e.status === 'ready' && e.expires_at
                  ? t('dataExport.readyUntil', { date: day(e.expires_at) })
                  : t(STATE_WORDS[e.status])}
              </span>
            </span>
            {e.status === 'ready' ? (
              <SecondaryButton disabled={!online || fetchFile.pending} onClick={() => void fetchFile.run(e.export_id)}>
                {fetchFile.pending ? t('dataExport.downloading') : t('dataExport.download')}
              </SecondaryButton>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{t('dataExport.heading')}</h3>
      <p className="text-sm text-fg-muted">{t('dataExport.explain', { days: 7 })}</p>
      <SecondaryButton className="self-start" disabled={!online || ask.pending || waiting} onClick={() => void start()}>
        {ask.pending ? t('dataExport.starting') : waiting ? t('dataExport.waiting') : t('dataExport.export')}
      </SecondaryButton>
      {body}
      {stepUp.dialog}
    </div>
  );
}
