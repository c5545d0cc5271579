import { Sparkline } from '../../../components/charts/sparkline.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { formatDecimal } from '../../../contract/cents.ts';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getMarket } from '../api/get-market.ts';

/** Two decimals in the reader's language; under 10 up to four (a rate of 0.0731 keeps its figures). */
const rateText = (rate: number, currency: string) =>
  rate < 10 ? formatDecimal(rate.toFixed(4), currency) : screenFormat().money(rate, currency);

function Change({ label, value }: { label: string; value: number | null }) {
  if (value === null) return <span className="text-sm text-fg-muted">{label}</span>;
  const cls = value > 0 ? 'text-emerald-700 dark:text-emerald-400' : value < 0 ? 'text-red-700 dark:text-red-400' : '';
  return <span className={`text-sm tabular-nums ${cls}`}>{label}</span>;
}

const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${screenFormat().percent(value)}`;

/** Accepted assets with their rate to the site currency, 24 h and 30 d change and a 30-day line. */
export function MarketList() {
  const t = useT();
  const { data, error, reload } = useResource(getMarket, t('market.error.fetch'));
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('market.loading')}</p>;
  if (!data.assets.length) return <p className="text-fg-muted">{t('market.empty')}</p>;
  return (
    <ul aria-label={t('market.list')} className="flex flex-col gap-3">
      {data.assets.map((a) => (
        <li
          key={a.symbol}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-4"
        >
          <div className="flex min-w-32 flex-col">
            <span className="font-semibold">{a.symbol}</span>
            <span className="text-sm text-fg-muted">{a.name}</span>
          </div>
          <div className="flex flex-col items-start gap-0.5">
            <span className="text-lg font-bold tabular-nums">{rateText(a.rate, data.currency)}</span>
            <div className="flex gap-3">
              <Change
                value={a.change24h}
                label={
                  a.change24h === null
                    ? t('market.change24hNone')
                    : t('market.change24h', { change: signedPercent(a.change24h) })
                }
              />
              <Change
                value={a.change30d}
                label={
                  a.change30d === null
                    ? t('market.change30dNone')
                    : t('market.change30d', { change: signedPercent(a.change30d) })
                }
              />
            </div>
          </div>
          <Sparkline values={a.history.map((p) => p.rate)} label={t('market.overDays', { symbol: a.symbol })} />
        </li>
      ))}
    </ul>
  );
}
