import { Trans } from '@lingui/react';
import { useState } from 'react';
import type { Badge, BadgeStats } from '../../../contract/badges.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { screenFormat } from '../../../contract/locale-format.ts';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getRankingBadges } from '../api/get-ranking-badges.ts';

const money = (n: number) => formatMoney(n, DEFAULT_CURRENCY);

/** Each threshold the badge asks for, with how far the user is toward it. */
function needs(t: Translate, b: Badge, s: BadgeStats): string[] {
  const out: string[] = [];
  if (b.minDeposited > 0)
    out.push(
      t('badge.needs.deposit', { target: money(b.minDeposited), done: money(Math.min(s.deposited, b.minDeposited)) }),
    );
  if (b.minInvested > 0)
    out.push(
      t('badge.needs.invest', { target: money(b.minInvested), done: money(Math.min(s.invested, b.minInvested)) }),
    );
  if (b.minEarned > 0)
    out.push(t('badge.needs.earn', { target: money(b.minEarned), done: money(Math.min(s.earned, b.minEarned)) }));
  if (b.minReferrals > 0)
    out.push(t('badge.needs.refer', { target: b.minReferrals, done: Math.min(s.referrals, b.minReferrals) }));
  return out;
}

/** The badge ladder: current badge, progress to the next, and every badge with its thresholds and bonus. */
export function RankingBadges() {
  const t = useT();
  // Read once per visit: a language switch must not reload the page's data (the calls translate their own errors).
  const [fallback] = useState(() => t('badge.error.fetch'));
  const { data, error, reload } = useResource(getRankingBadges, fallback);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('badge.loading')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('badge.progress.title')}>
        <p>
          <Trans
            id="badge.progress.current"
            values={{
              badge: data.current ? `${data.current.icon} ${data.current.name}`.trim() : t('badge.progress.none'),
            }}
            components={{ 0: <strong /> }}
          />
        </p>
        {data.next ? (
          <>
            <p>
              <Trans
                id="badge.progress.next"
                values={{
                  badge: `${data.next.icon} ${data.next.name}`.trim(),
                  percent: screenFormat().percent(data.percent),
                }}
                components={{ 0: <strong /> }}
              />
            </p>
            <div
              role="progressbar"
              aria-label={t('badge.progress.to', { name: data.next.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={data.percent}
              className="h-3 rounded bg-zinc-200 dark:bg-zinc-800"
            >
              <div className="h-3 rounded bg-blue-600" style={{ width: `${data.percent}%` }} />
            </div>
          </>
        ) : (
          <p>{t('badge.progress.all')}</p>
        )}
      </Panel>
      <ol aria-label={t('badge.list')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {data.badges.map((b) => (
          <li
            key={b.id}
            className={`flex flex-col gap-2 rounded-lg border p-4 ${b.reached ? 'border-emerald-400 dark:border-emerald-700' : 'border-zinc-200 dark:border-zinc-800'}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-lg font-semibold">
                <span aria-hidden="true">{b.icon}</span> {b.name}
              </span>
              <span className="text-sm font-medium">{b.reached ? t('badge.reached') : t('badge.locked')}</span>
            </div>
            {b.description ? <p className="text-sm text-fg-muted">{b.description}</p> : null}
            <ul className="text-sm">
              {needs(t, b, data.stats).map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <p className="text-sm">
              {b.reachedAt ? (
                <Trans
                  id="badge.bonusReached"
                  values={{ bonus: money(b.bonus), date: screenFormat().dateTime(b.reachedAt) }}
                  components={{ 0: <strong /> }}
                />
              ) : (
                <Trans id="badge.bonus" values={{ bonus: money(b.bonus) }} components={{ 0: <strong /> }} />
              )}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
