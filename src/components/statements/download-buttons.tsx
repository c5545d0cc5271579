import { useState } from 'react';
import { SecondaryButton } from '../form/secondary-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';

export type DownloadFormat = 'csv' | 'pdf';
export type DownloadProgress = { received: number; total: number };
/** Downloads one format and saves it; reports bytes as they arrive (total 0 when unknown). */
export type Downloader = (format: DownloadFormat, onProgress: (p: DownloadProgress) => void) => Promise<void>;

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; format: DownloadFormat; progress: DownloadProgress }
  | { kind: 'failed'; format: DownloadFormat; message: string };

const LABEL: Record<DownloadFormat, string> = { csv: 'CSV', pdf: 'PDF' };

function progressText(t: Translate, format: DownloadFormat, p: DownloadProgress): string {
  if (p.total > 0)
    return t('statements.download.percent', {
      format: LABEL[format],
      percent: Math.min(100, Math.round((p.received / p.total) * 100)),
    });
  return p.received > 0
    ? t('statements.download.kilobytes', { format: LABEL[format], kb: Math.ceil(p.received / 1024) })
    : t('statements.download.preparing', { format: LABEL[format] });
}

/**
 * Download CSV / PDF buttons with their progress (a progress bar and its text, announced politely)
 * and an error with Retry. One download at a time; `disabled` while the period is invalid.
 */
export function DownloadButtons({
  download,
  disabled,
  formats = ['csv', 'pdf'],
}: {
  download: Downloader;
  disabled?: boolean;
  formats?: readonly DownloadFormat[];
}) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const start = async (format: DownloadFormat) => {
    setState({ kind: 'busy', format, progress: { received: 0, total: 0 } });
    try {
      await download(format, (progress) => setState({ kind: 'busy', format, progress }));
      setState({ kind: 'idle' });
    } catch (error) {
      setState({
        kind: 'failed',
        format,
        message: error instanceof Error ? error.message : t('statements.download.failed'),
      });
    }
  };
  const busy = state.kind === 'busy';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {formats.map((format) => (
          <SecondaryButton key={format} disabled={disabled || busy} onClick={() => void start(format)}>
            {t('statements.download.button', { format: LABEL[format] })}
          </SecondaryButton>
        ))}
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {state.kind === 'busy' ? (
          <div className="flex flex-col gap-1">
            <span>{progressText(t, state.format, state.progress)}</span>
            <progress
              aria-label={t('statements.download.progress', { format: LABEL[state.format] })}
              className="h-2 w-full max-w-xs accent-accent"
              max={state.progress.total || undefined}
              value={state.progress.total ? state.progress.received : undefined}
            />
          </div>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <span>{state.message}</span>
          <button
            type="button"
            onClick={() => void start(state.format)}
            className="min-h-tap rounded-md border border-current px-3 py-1 focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('statements.download.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
