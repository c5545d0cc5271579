import { useState } from 'react';
import type { Statement } from '../../contract/statements.ts';
import { SecondaryButton } from '../form/secondary-button.tsx';
import { LoadError } from '../status/load-error.tsx';
import { DownloadButtons, type DownloadFormat, type DownloadProgress } from './download-buttons.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { defaultPeriod, periodProblem, periodQuery, type StatementPeriod } from './statement-period.ts';
import { StatementSummary } from './statement-summary.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type Props = {
  /** Loads the statement's figures for the screen. */
  load: (query: Record<string, string>) => Promise<Statement>;
  /** Downloads it as CSV or PDF with progress. */
  download: (
    format: DownloadFormat,
    query: Record<string, string>,
    onProgress: (p: DownloadProgress) => void,
  ) => Promise<void>;
};

type Shown =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'shown'; statement: Statement };

/**
 * Pick a wallet and a period, see its figures, download it as CSV or PDF. Shared by the investor's
 * All Transactions and an admin's user page; the caller passes its own endpoints.
 */
export function StatementView({ load, download }: Props) {
  const t = useT();
  const [period, setPeriod] = useState<StatementPeriod>(() => defaultPeriod());
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const invalid = periodProblem(period) !== undefined;
  const change = (next: StatementPeriod) => {
    setPeriod(next);
    setShown({ kind: 'none' });
  };
  const show = async () => {
    setShown({ kind: 'loading' });
    try {
      setShown({ kind: 'shown', statement: await load(periodQuery(period)) });
    } catch (error) {
      setShown({ kind: 'error', message: error instanceof Error ? error.message : t('statements.error.load') });
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PeriodPicker value={period} onChange={change} />
      <div className="flex flex-wrap items-start gap-2">
        <SecondaryButton disabled={invalid || shown.kind === 'loading'} onClick={() => void show()}>
          {shown.kind === 'loading' ? t('statements.loadingFigures') : t('statements.showFigures')}
        </SecondaryButton>
      </div>
      {shown.kind === 'error' ? <LoadError message={shown.message} onRetry={() => void show()} /> : null}
      {shown.kind === 'shown' ? <StatementSummary statement={shown.statement} /> : null}
      <DownloadButtons
        disabled={invalid}
        download={(format, onProgress) => download(format, periodQuery(period), onProgress)}
      />
    </div>
  );
}
