import { formatMoney } from '../../../contract/cents.ts';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getReferrals } from '../api/get-referrals.ts';
import { ReferralShare } from './referral-share.tsx';

const percents = (list: number[]) => (list.length ? list.map((p) => `${p}%`).join(' / ') : 'off');

/** Code, link, share, and people and earnings per level. */
export function ReferralOverview() {
  const { data, error, reload } = useResource(getReferrals, DEFAULTS.fetchReferrals);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading referral details...</p>;
  const money = (n: number) => formatMoney(n, data.currency);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title="Invite friends">
        <ReferralShare code={data.code} link={data.link} />
      </Panel>
      <Panel title="Your referrals">
        <p>
          <span className="text-2xl font-bold tabular-nums">{money(data.totalEarned)}</span> earned from{' '}
          {data.totalReferrals} direct {data.totalReferrals === 1 ? 'referral' : 'referrals'}
        </p>
        <table className="w-full text-sm" aria-label="Referrals per level">
          <thead className="text-left text-fg-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Level
              </th>
              <th scope="col" className="py-1 font-medium">
                People
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Earned
              </th>
            </tr>
          </thead>
          <tbody>
            {data.levels.map((l) => (
              <tr key={l.level} className="border-t border-line">
                <td className="py-1">Level {l.level}</td>
                <td className="py-1 tabular-nums">{l.count}</td>
                <td className="py-1 text-right tabular-nums">{money(l.earned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-fg-muted">
          Commission per level — deposits: {percents(data.commissions.deposit)}; investments:{' '}
          {percents(data.commissions.investment)}; profit: {percents(data.commissions.profit)}
        </p>
      </Panel>
    </div>
  );
}
