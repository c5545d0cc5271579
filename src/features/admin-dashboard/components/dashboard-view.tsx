import { useCallback, useEffect, useState } from 'react';
import type { Dashboard } from '../../../contract/admin-dashboard.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { fetchDashboardFailed, getDashboard } from '../api/get-dashboard.ts';
import { ActivityChart } from './activity-chart.tsx';
import { StatGrid } from './stat-grid.tsx';

const lagText = (t: Translate, lag: number | null) =>
  lag === null
    ? t('admin.dashboard.chain.notScanned')
    : lag === 0
      ? t('admin.dashboard.chain.upToDate')
      : t('admin.dashboard.chain.behind', { count: lag });

/** Blocks between each chain's head and what the deposit watcher processed: a growing figure means an RPC problem. */
function ChainLag({ watchers }: { watchers: NonNullable<Dashboard['onchain']> }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-1">
      {watchers.map((w) => (
        <li key={`${w.methodName}-${w.chainId}`} className={w.error || (w.lag ?? 0) > 0 ? 'text-danger' : ''}>
          {t('admin.dashboard.chain.line', { method: w.methodName, lag: lagText(t, w.lag) })}
          {w.error ? ` · ${t('admin.dashboard.chain.rpcError', { error: w.error })}` : ''}
        </li>
      ))}
    </ul>
  );
}

function EngineStatus({ engine }: { engine: Dashboard['profitEngine'] }) {
  const t = useT();
  const last = engine.lastRunAt ? formatDateTime(engine.lastRunAt) : t('admin.dashboard.engine.never');
  const every = engine.expectedEverySeconds;
  return (
    <div className="flex flex-col gap-1">
      <p>{t('admin.dashboard.engine.lastRun', { last })}</p>
      {engine.late ? (
        <p role="alert" className="font-semibold text-amber-800 dark:text-amber-300">
          {every % 60 === 0
            ? t('admin.dashboard.engine.lateMinutes', { count: every / 60 })
            : t('admin.dashboard.engine.lateSeconds', { count: every })}
        </p>
      ) : null}
    </div>
  );
}

/** GET /api/admin/dashboard: figures, the 30-day chart and the profit engine status. */
export function DashboardView() {
  const t = useT();
  const [state, setState] = useState<{ data: Dashboard | null; error: string | null }>({ data: null, error: null });
  const load = useCallback(async () => {
    try {
      setState({ data: await getDashboard(), error: null });
    } catch (caught) {
      setState((s) => ({ ...s, error: toApiError(caught, fetchDashboardFailed()).message }));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!state.data)
    return state.error ? (
      <LoadError message={state.error} onRetry={() => void load()} />
    ) : (
      <p role="status">{t('admin.dashboard.loading')}</p>
    );
  return (
    <div className="flex flex-col gap-4">
      {state.error ? <LoadError message={state.error} onRetry={() => void load()} /> : null}
      <StatGrid dashboard={state.data} />
      <Panel title={t('admin.dashboard.last30Days')}>
        <ActivityChart days={state.data.chart} currency={state.data.currency} />
      </Panel>
      <Panel title={t('admin.dashboard.profitEngine')}>
        <EngineStatus engine={state.data.profitEngine} />
      </Panel>
      {state.data.onchain && state.data.onchain.length > 0 ? (
        <Panel title={t('admin.dashboard.onchain')}>
          <ChainLag watchers={state.data.onchain} />
        </Panel>
      ) : null}
    </div>
  );
}
