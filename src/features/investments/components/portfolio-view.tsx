import { useState } from 'react';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { ShareBars } from '../../../components/charts/share-bars.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('invest.error.fetchPortfolio'));
  const { data, error, reload, cachedAt, staleError } = useResource(getPortfolio, failed, {
    cacheKey: 'portfolio',
  });
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('portfolio.loading')}</p>;
  const last30 = data.profitByDay.reduce((a, d) => a + d.amount, 0);
  const format = screenFormat();
  const firstDay = data.profitByDay[0]?.date;
  const lastDay = data.profitByDay.at(-1)?.date;
  return (
    <div className="flex flex-col gap-4">
      <StaleNotice state={{ cachedAt, staleError }} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label={t('portfolio.activeCapital')} value={money(data.activeInvested)} />
        <Tile label={t('portfolio.totalProfit')} value={money(data.totalProfit)} />
        <Tile label={t('portfolio.activeInvestments')} value={String(data.activeCount)} />
        <Tile label={t('portfolio.totalInvested')} value={money(data.totalInvested)} />
      </div>
      <Panel title={t('portfolio.last30')}>
        <p className="text-sm text-fg-muted">{t('portfolio.in30Days', { amount: money(last30) })}</p>
        <BarChart
          label={t('portfolio.perDayChart')}
          bars={data.profitByDay.map((d) => ({ label: format.date(d.date), value: d.amount }))}
          format={money}
        />
        <div className="flex justify-between text-xs text-fg-muted">
          <span>{firstDay ? format.date(firstDay) : null}</span>
          <span>{lastDay ? format.date(lastDay) : null}</span>
        </div>
      </Panel>
      <CompoundingChart curve={data.compoundingCurve} />
      <Panel title={t('portfolio.allocation')}>
        {data.allocation.length ? (
          <ShareBars
            label={t('portfolio.allocationChart')}
            format={money}
            shares={data.allocation.map((a) => ({
              key: a.schemaId,
              label: a.name,
              value: a.amount,
              detail: t('portfolio.activeCount', { count: a.count }),
            }))}
          />
        ) : (
          <p className="text-fg-muted">
            {t('portfolio.noActive')} <TextLink to="/user/schemas">{t('portfolio.browse')}</TextLink>
          </p>
        )}
      </Panel>
    </div>
  );
}
