import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { ShareBars } from '../../../components/charts/share-bars.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getPortfolio } from '../api/get-portfolio.ts';
import { money } from '../terms-text.ts';
import { CompoundingChart } from './compounding-chart.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-line p-3">
      <span className="text-sm text-fg-muted">{label}</span>
      <span className="text-lg font-bold tabular-nums">{value}</span>
    </div>
  );
}

/** Portfolio: totals, profit per day for 30 days, and where the active capital sits. */
export function PortfolioView() {
  const { data, error, reload, cachedAt, staleError } = useResource(getPortfolio, DEFAULTS.fetchPortfolio, {
    cacheKey: 'portfolio',
  });
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading portfolio...</p>;
  const last30 = data.profitByDay.reduce((a, d) => a + d.amount, 0);
  return (
    <div className="flex flex-col gap-4">
      <StaleNotice state={{ cachedAt, staleError }} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label="Active capital" value={money(data.activeInvested)} />
        <Tile label="Total profit" value={money(data.totalProfit)} />
        <Tile label="Active investments" value={String(data.activeCount)} />
        <Tile label="Total invested" value={money(data.totalInvested)} />
      </div>
      <Panel title="Profit, last 30 days">
        <p className="text-sm text-fg-muted">{money(last30)} in 30 days</p>
        <BarChart
          label="Profit per day over the last 30 days"
          bars={data.profitByDay.map((d) => ({ label: d.date, value: d.amount }))}
          format={money}
        />
        <div className="flex justify-between text-xs text-fg-muted">
          <span>{data.profitByDay[0]?.date}</span>
          <span>{data.profitByDay.at(-1)?.date}</span>
        </div>
      </Panel>
      <CompoundingChart curve={data.compoundingCurve} />
      <Panel title="Allocation by schema">
        {data.allocation.length ? (
          <ShareBars
            label="Active capital by schema"
            format={money}
            shares={data.allocation.map((a) => ({
              key: a.schemaId,
              label: a.name,
              value: a.amount,
              detail: `${a.count} active`,
            }))}
          />
        ) : (
          <p className="text-fg-muted">
            No active investments. <TextLink to="/user/schemas">Browse schemas</TextLink>
          </p>
        )}
      </Panel>
    </div>
  );
}
