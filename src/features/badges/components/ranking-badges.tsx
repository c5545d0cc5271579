import type { Badge, BadgeStats } from '../../../contract/badges.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { Panel } from '../../../components/panel.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getRankingBadges } from '../api/get-ranking-badges.ts';

const money = (n: number) => formatMoney(n, DEFAULT_CURRENCY);

function needs(b: Badge, s: BadgeStats): string[] {
  const out: string[] = [];
  if (b.minDeposited > 0)
    out.push(`Deposit ${money(b.minDeposited)} (${money(Math.min(s.deposited, b.minDeposited))})`);
  if (b.minInvested > 0) out.push(`Invest ${money(b.minInvested)} (${money(Math.min(s.invested, b.minInvested))})`);
  if (b.minEarned > 0) out.push(`Earn ${money(b.minEarned)} (${money(Math.min(s.earned, b.minEarned))})`);
  if (b.minReferrals > 0) out.push(`Refer ${b.minReferrals} (${Math.min(s.referrals, b.minReferrals)})`);
  return out;
}

/** The badge ladder: current badge, progress to the next, and every badge with its thresholds and bonus. */
export function RankingBadges() {
  const { data, error, reload } = useResource(getRankingBadges, DEFAULTS.fetchBadges);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading ranking badges...</p>;
  return (
    <div className="flex flex-col gap-4">
      <Panel title="Your progress">
        <p>
          Current badge:{' '}
          <strong>{data.current ? `${data.current.icon} ${data.current.name}`.trim() : 'None yet'}</strong>
        </p>
        {data.next ? (
          <>
            <p>
              Next: <strong>{`${data.next.icon} ${data.next.name}`.trim()}</strong> — {data.percent}%
            </p>
            <div
              role="progressbar"
              aria-label={`Progress to ${data.next.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={data.percent}
              className="h-3 rounded bg-zinc-200 dark:bg-zinc-800"
            >
              <div className="h-3 rounded bg-blue-600" style={{ width: `${data.percent}%` }} />
            </div>
          </>
        ) : (
          <p>You have reached every badge.</p>
        )}
      </Panel>
      <ol aria-label="Ranking badges" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {data.badges.map((b) => (
          <li
            key={b.id}
            className={`flex flex-col gap-2 rounded-lg border p-4 ${b.reached ? 'border-emerald-400 dark:border-emerald-700' : 'border-zinc-200 dark:border-zinc-800'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-lg font-semibold">
                <span aria-hidden="true">{b.icon}</span> {b.name}
              </span>
              <span className="text-sm font-medium">{b.reached ? 'Reached' : 'Locked'}</span>
            </div>
            {b.description ? <p className="text-sm text-fg-muted">{b.description}</p> : null}
            <ul className="text-sm">
              {needs(b, data.stats).map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <p className="text-sm">
              Bonus: <strong>{money(b.bonus)}</strong>
              {b.reachedAt ? ` · reached ${formatDateTime(b.reachedAt)}` : ''}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
