import { useCallback, useId, useState } from 'react';
import { Panel } from '../../../components/panel.tsx';
import { StatementView } from '../../../components/statements/statement-view.tsx';
import { YearlyView } from '../../../components/statements/yearly-view.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { downloadStatement } from '../api/download-statement.ts';
import { downloadYearlySummary } from '../api/download-yearly-summary.ts';
import { getStatement } from '../api/get-statement.ts';
import { getYearlySummary } from '../api/get-yearly-summary.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The yearly summary loads only once the panel is open. */
function YearlyPanel() {
  const t = useT();
  const load = useCallback(() => getYearlySummary(), []);
  const yearly = useResource(load, t('statements.error.yearly'));
  return (
    <Panel title={t('statements.yearly.title')}>
      <YearlyView state={{ ...yearly, reload: () => void yearly.reload() }} download={downloadYearlySummary} />
    </Panel>
  );
}

/**
 * The "Statements" control of All Transactions: a button that opens account statements (any
 * month or range, per wallet, on screen, as CSV or PDF) and the yearly summary for tax.
 */
export function StatementsControl() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          className="min-h-tap rounded-md border border-line-strong px-4 py-2 font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {open ? t('statements.hide') : t('statements.open')}
        </button>
      </div>
      {open ? (
        <div id={regionId} className="grid min-w-0 gap-4 lg:grid-cols-2">
          <Panel title={t('statements.account.title')}>
            <StatementView load={getStatement} download={downloadStatement} />
          </Panel>
          <YearlyPanel />
        </div>
      ) : null}
    </div>
  );
}
