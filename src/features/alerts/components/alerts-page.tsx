import type { Alerts } from '../../../contract/alerts.ts';
import { Panel } from '../../../components/panel.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { ALERTS_LOAD_FAILED, getAlerts } from '../api/get-alerts.ts';
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
  const { data, error, reload, setData } = useResource(loadPage, ALERTS_LOAD_FAILED);
  const remove = useApiAction(removePriceAlert, { fallback: 'Failed to remove the price alert' });
  const saved = (alerts: Alerts) => setData((d) => ({ assets: d?.assets ?? [], alerts }));

  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data)
    return (
      <p role="status" className="text-sm text-fg-muted">
        Loading alerts...
      </p>
    );
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Panel title="Balance alert">
        <BalanceAlertForm alerts={data.alerts} onSaved={saved} />
      </Panel>
      <Panel title="Price alerts">
        {data.alerts.prices.length === 0 ? (
          <p className="text-sm text-fg-muted">No price alerts yet.</p>
        ) : (
          <ul aria-label="Your price alerts" className="flex flex-col divide-y divide-line">
            {data.alerts.prices.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  {p.symbol} {p.direction} {p.level.toLocaleString('en-US')} USD
                </span>
                <SecondaryButton
                  aria-label={`Remove the ${p.symbol} alert at ${p.level}`}
                  disabled={remove.pending}
                  onClick={() =>
                    void remove.run(p.id).then((r) => {
                      if (r.ok) saved(r.data);
                    })
                  }
                >
                  Remove
                </SecondaryButton>
              </li>
            ))}
          </ul>
        )}
        {data.assets.length > 0 ? <PriceAlertForm assets={data.assets} onSaved={saved} /> : null}
      </Panel>
      <p className="text-sm text-fg-muted lg:col-span-2">
        Each alert comes once each time the value crosses your level, in the app, by e-mail and by push as your
        notification settings say; a level the value is already past when you set it alerts after the value comes back
        and crosses again. You are also told 3 days before an investment matures and on the day.
      </p>
    </div>
  );
}
