import { useState } from 'react';
import { SecondaryButton } from '../form/secondary-button.tsx';

export type DownloadFormat = 'csv' | 'pdf';
export type DownloadProgress = { received: number; total: number };
/** Downloads one format and saves it; reports bytes as they arrive (total 0 when unknown). */
export type Downloader = (format: DownloadFormat, onProgress: (p: DownloadProgress) => void) => Promise<void>;

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; format: DownloadFormat; progress: DownloadProgress }
  | { kind: 'failed'; format: DownloadFormat; message: string };

const LABEL: Record<DownloadFormat, string> = { csv: 'CSV', pdf: 'PDF' };

function progressText(format: DownloadFormat, p: DownloadProgress): string {
  if (p.total > 0) return `Downloading ${LABEL[format]}... ${Math.min(100, Math.round((p.received / p.total) * 100))}%`;
  return p.received > 0
    ? `Downloading ${LABEL[format]}... ${Math.ceil(p.received / 1024)} KB`
    : `Preparing ${LABEL[format]}...`;
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
  const [state, setState] = useState<State>({ kind: 'idle' });
  const start = async (format: DownloadFormat) => {
    setState({ kind: 'busy', format, progress: { received: 0, total: 0 } });
    try {
      await download(format, (progress) => setState({ kind: 'busy', format, progress }));
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', format, message: error instanceof Error ? error.message : 'Download failed' });
    }
  };
  const busy = state.kind === 'busy';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {formats.map((format) => (
          <SecondaryButton key={format} disabled={disabled || busy} onClick={() => void start(format)}>
            Download {LABEL[format]}
          </SecondaryButton>
        ))}
      </div>
      <div aria-live="polite" className="min-h-5 text-sm">
        {state.kind === 'busy' ? (
          <div className="flex flex-col gap-1">
            <span>{progressText(state.format, state.progress)}</span>
            <progress
              aria-label={`${LABEL[state.format]} download`}
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
            Retry
          </button>
        </div>
      ) : null}
    </div>
  );
}
