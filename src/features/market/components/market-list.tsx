import { Sparkline } from '../../../components/charts/sparkline.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getMarket } from '../api/get-market.ts';

const rateText = (rate: number, currency: string) =>
  `${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: rate < 10 ? 4 : 2 })} ${currency}`;

function Change({ label, value }: { label: string; value: number | null }) {
  if (value === null) return <span className="text-sm text-fg-muted">{label}: —</span>;
  const cls = value > 0 ? 'text-emerald-700 dark:text-emerald-400' : value < 0 ? 'text-red-700 dark:text-red-400' : '';
  return (
    <span className={`text-sm tabular-nums ${cls}`}>
      {label}: {value > 0 ? '+' : ''}
      {value.toFixed(2)}%
    </span>
  );
}

/** Accepted assets with their rate to the site currency, 24 h and 30 d change and a 30-day line. */
export function MarketList() {
  const { data, error, reload } = useResource(getMarket, DEFAULTS.fetchMarket);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading market...</p>;
  if (!data.assets.length) return <p className="text-fg-muted">No market rates yet</p>;
  return (
    <ul aria-label="Market rates" className="flex flex-col gap-3">
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
              <Change label="24h" value={a.change24h} />
              <Change label="30d" value={a.change30d} />
            </div>
          </div>
          <Sparkline values={a.history.map((p) => p.rate)} label={`${a.symbol} over 30 days`} />
        </li>
      ))}
    </ul>
  );
}
