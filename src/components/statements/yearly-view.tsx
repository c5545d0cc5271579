import type { YearlySummary } from '../../contract/statements.ts';
import { LoadError } from '../status/load-error.tsx';
import { DownloadButtons, type DownloadFormat, type DownloadProgress } from './download-buttons.tsx';
import { YearlyTable } from './yearly-table.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type Props = {
  state: { data: YearlySummary | null; loading: boolean; error: string | null; reload: () => void };
  download: (format: DownloadFormat, onProgress: (p: DownloadProgress) => void) => Promise<void>;
};

/** The yearly (tax) summary with its loading, error and empty states and CSV / PDF downloads. */
export function YearlyView({ state, download }: Props) {
  const t = useT();
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-fg-muted">{t('statements.yearly.intro')}</p>
      {state.error ? <LoadError message={state.error} onRetry={state.reload} /> : null}
      {state.loading && !state.data ? <p role="status">{t('statements.yearly.loading')}</p> : null}
      {state.data ? <YearlyTable summary={state.data} /> : null}
      <DownloadButtons disabled={!state.data || state.data.years.length === 0} download={download} />
    </div>
  );
}
