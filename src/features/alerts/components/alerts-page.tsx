import { useState } from 'react';
import type { Alerts } from '../../../contract/alerts.ts';
import { Panel } from '../../../components/panel.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getAlerts } from '../api/get-alerts.ts';
import { getMarketRates } from '../api/get-market-rates.ts';
import { removePriceAlert } from '../api/remove-price-alert.ts';
import { BalanceAlertForm } from './balance-alert-form.tsx';
import { PriceAlertForm } from './price-alert-form.tsx';

const loadPage = async () => {
  const [alerts, assets] = await Promise.all([getAlerts(), getMarketRates()]);
  return { alerts, assets };
};

/** Alerts: the Main balance level and market price levels (each alerts once per crossing). */
export function AlertsPage() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('alerts.error.load'));
  const { data, error, reload, setData } = useResource(loadPage, failed);
  const remove = useApiAction(removePriceAlert, { fallback: t('alerts.error.remove') });
  const saved = (alerts: Alerts) => setData((d) => ({ assets: d?.assets ?? [], alerts }));

  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data)
    return (
      <p role="status" className="text-sm text-fg-muted">
        {t('alerts.loading')}
      </p>
    );
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Panel title={t('alerts.balance')}>
        <BalanceAlertForm alerts={data.alerts} onSaved={saved} />
      </Panel>
      <Panel title={t('alerts.prices')}>
        {data.alerts.prices.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('alerts.noPrices')}</p>
        ) : (
          <ul aria-label={t('alerts.yourPrices')} className="flex flex-col divide-y divide-line">
            {data.alerts.prices.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {t(p.direction === 'above' ? 'alerts.above' : 'alerts.below', {
                    symbol: p.symbol,
                    level: screenFormat().money(p.level, 'USD'),
                  })}
                </span>
                <SecondaryButton
                  aria-label={t('alerts.removeLabel', {
                    symbol: p.symbol,
                    level: screenFormat().money(p.level, 'USD'),
                  })}
                  disabled={remove.pending}
                  onClick={() =>
                    void remove.run(p.id).then((r) => {
                      if (r.ok) saved(r.data);
                    })
                  }
                >
                  {t('alerts.remove')}
                </SecondaryButton>
              </li>
            ))}
          </ul>
        )}
        {data.assets.length > 0 ? <PriceAlertForm assets={data.assets} onSaved={saved} /> : null}
      </Panel>
      <p className="text-sm text-fg-muted lg:col-span-2">{t('alerts.explain', { days: 3 })}</p>
    </div>
  );
}
