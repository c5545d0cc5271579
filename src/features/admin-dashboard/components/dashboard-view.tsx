import { useCallback, useEffect, useState } from 'react';
import type { Dashboard } from '../../../contract/admin-dashboard.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { FETCH_DASHBOARD_FAILED, getDashboard } from '../api/get-dashboard.ts';
import { ActivityChart } from './activity-chart.tsx';
import { StatGrid } from './stat-grid.tsx';

const everyText = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'}` : `${seconds} seconds`;

/** Blocks between each chain's head and what the deposit watcher processed: a growing figure means an RPC problem. */
function ChainLag({ watchers }: { watchers: NonNullable<Dashboard['onchain']> }) {
  return (
    <ul className="flex flex-col gap-1">
      {watchers.map((w) => (
        <li key={`${w.methodName}-${w.chainId}`} className={w.error || (w.lag ?? 0) > 0 ? 'text-danger' : ''}>
          {`${w.methodName}: ${w.lag === null ? 'not scanned yet' : w.lag === 0 ? 'up to date' : `${w.lag} blocks behind`}${w.error ? ` · RPC error: ${w.error}` : ''}`}
        </li>
      ))}
    </ul>
  );
}

function EngineStatus({ engine }: { engine: Dashboard['profitEngine'] }) {
  const last = engine.lastRunAt ? formatDateTime(engine.lastRunAt) : 'never';
  return (
    <div className="flex flex-col gap-1">
      <p>Profit engine last ran: {last}</p>
      {engine.late ? (
        <p role="alert" className="font-semibold text-amber-800 dark:text-amber-300">
          Warning: the profit engine is late (it should run every {everyText(engine.expectedEverySeconds)}).
        </p>
      ) : null}
    </div>
  );
}

/** GET /api/admin/dashboard: figures, the 30-day chart and the profit engine status. */
export function DashboardView() {
  const [state, setState] = useState<{ data: Dashboard | null; error: string | null }>({ data: null, error: null });
  const load = useCallback(async () => {
    try {
      setState({ data: await getDashboard(), error: null });
    } catch (caught) {
      setState((s) => ({ ...s, error: toApiError(caught, FETCH_DASHBOARD_FAILED).message }));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!state.data)
    return state.error ? (
      <LoadError message={state.error} onRetry={() => void load()} />
    ) : (
      <p role="status">Loading dashboard...</p>
    );
  return (
    <div className="flex flex-col gap-4">
      {state.error ? <LoadError message={state.error} onRetry={() => void load()} /> : null}
      <StatGrid dashboard={state.data} />
      <Panel title="Last 30 days">
        <ActivityChart days={state.data.chart} currency={state.data.currency} />
      </Panel>
      <Panel title="Profit engine">
        <EngineStatus engine={state.data.profitEngine} />
      </Panel>
      {state.data.onchain && state.data.onchain.length > 0 ? (
        <Panel title="On-chain deposits">
          <ChainLag watchers={state.data.onchain} />
        </Panel>
      ) : null}
    </div>
  );
}
