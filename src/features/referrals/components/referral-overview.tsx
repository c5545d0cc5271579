import { formatMoney } from '../../../contract/cents.ts';
import { useState } from 'react';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { Trans } from '@lingui/react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getReferrals } from '../api/get-referrals.ts';
import { ReferralShare } from './referral-share.tsx';

/** The percents per level ("5.00% / 2.00%"), or that the source pays none. */
const percents = (t: Translate, list: number[]) =>
  list.length ? list.map((p) => screenFormat().percent(p)).join(' / ') : t('referral.off');

/** Code, link, share, and people and earnings per level. */
export function ReferralOverview() {
  const t = useT();
  // Read once per visit: a language switch must not reload the page's data (the calls translate their own errors).
  const [fallback] = useState(() => t('referral.error.fetch'));
  const { data, error, reload } = useResource(getReferrals, fallback);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('referral.loading')}</p>;
  const money = (n: number) => formatMoney(n, data.currency);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel title={t('referral.invite.title')}>
        <ReferralShare code={data.code} link={data.link} />
      </Panel>
      <Panel title={t('referral.yours.title')}>
        <p>
          <Trans
            id="referral.yours.earnedFrom"
            values={{ earned: money(data.totalEarned), count: data.totalReferrals }}
            components={{ 0: <span className="text-2xl font-bold tabular-nums" /> }}
          />
        </p>
        <table className="w-full text-sm" aria-label={t('referral.levels.label')}>
          <thead className="text-left text-fg-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t('referral.levels.level')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('referral.levels.people')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('referral.levels.earned')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.levels.map((l) => (
              <tr key={l.level} className="border-t border-line">
                <td className="py-1">{t('referral.levels.row', { level: l.level })}</td>
                <td className="py-1 tabular-nums">{l.count}</td>
                <td className="py-1 text-right tabular-nums">{money(l.earned)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-xs text-fg-muted">
          {t('referral.commissions', {
            deposit: percents(t, data.commissions.deposit),
            investment: percents(t, data.commissions.investment),
            profit: percents(t, data.commissions.profit),
          })}
        </p>
      </Panel>
    </div>
  );
}
