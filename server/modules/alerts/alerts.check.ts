import { sql } from 'drizzle-orm';
import { formatCents, formatDecimal } from '../../../src/contract/cents.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { maturingAlerts } from './alerts.maturity.ts';

const ALERTS_LINK = '/user/alerts';
export type AlertsReport = { maturing: number; balance: number; price: number };

type BalanceRow = { user_id: string; level_cents: string | number; balance_cents: string | number; currency: string };
type PriceRow = { user_id: string; symbol: string; level_rate: string; rate: string; direction: 'above' | 'below' };

/**
 * Main balances under their level. The alert and the guarded state change are one statement in
 * the transaction of the notification: a level already triggered is not selected, and a second
 * process waiting on the same row re-reads `triggered` (true) and passes it by, so one crossing
 * alerts once. A balance back at or over the level re-arms it.
 */
async function balanceAlerts(tx: Tx, at: Date): Promise<number> {
  await tx.execute(sql`UPDATE alert_levels a SET triggered = false, triggered_at = NULL FROM wallets w
    WHERE a.kind = 'balance' AND a.triggered AND w.user_id = a.user_id AND w.type = 'main' AND w.balance_cents >= a.level_cents`);
  const fired = await queryRows<BalanceRow>(
    tx,
    sql`UPDATE alert_levels a SET triggered = true, triggered_at = ${at} FROM wallets w
      WHERE a.kind = 'balance' AND NOT a.triggered AND w.user_id = a.user_id AND w.type = 'main' AND w.balance_cents < a.level_cents
      RETURNING a.user_id, a.level_cents, w.balance_cents, w.currency`,
  );
  for (const r of fired) {
    const balance = `${formatCents(Number(r.balance_cents))} ${r.currency}`;
    const level = `${formatCents(Number(r.level_cents))} ${r.currency}`;
    await notify(
      tx,
      {
        userId: r.user_id,
        notice: { name: 'balance_low', values: { level, balance } },
        link: ALERTS_LINK,
        event: 'balance_low',
      },
      at,
    );
    await mailUser(tx, r.user_id, 'balance_low', { balance, level }, at);
  }
  return fired.length;
}

/** Market rates past their level: the same guarded crossing as balances, in either direction. */
async function priceAlerts(tx: Tx, at: Date): Promise<number> {
  await tx.execute(sql`UPDATE alert_levels a SET triggered = false, triggered_at = NULL FROM market_assets m
    WHERE a.kind = 'price' AND a.triggered AND m.symbol = a.symbol
      AND ((a.direction = 'above' AND m.rate < a.level_rate) OR (a.direction = 'below' AND m.rate > a.level_rate))`);
  const fired = await queryRows<PriceRow>(
    tx,
    sql`UPDATE alert_levels a SET triggered = true, triggered_at = ${at} FROM market_assets m
      WHERE a.kind = 'price' AND NOT a.triggered AND m.symbol = a.symbol
        AND ((a.direction = 'above' AND m.rate >= a.level_rate) OR (a.direction = 'below' AND m.rate <= a.level_rate))
      RETURNING a.user_id, a.symbol, a.level_rate::text AS level_rate, m.rate::text AS rate, a.direction`,
  );
  for (const r of fired) {
    const rate = formatDecimal(r.rate.replace(/0+$/, '').replace(/\.$/, ''), 'USD');
    const level = formatDecimal(r.level_rate.replace(/0+$/, '').replace(/\.$/, ''), 'USD');
    await notify(
      tx,
      {
        userId: r.user_id,
        notice: { name: 'price_alert', values: { asset: r.symbol, direction: r.direction, level, rate } },
        link: '/user/market',
        event: 'price_alert',
      },
      at,
    );
    await mailUser(tx, r.user_id, 'price_alert', { asset: r.symbol, rate, level, direction: r.direction }, at);
  }
  return fired.length;
}

/** Every alert due by `until`: maturities, balance and price levels; each kind in one transaction. */
export async function runDueAlerts(deps: Deps, until: Date): Promise<AlertsReport> {
  const at = deps.now();
  const maturing = await deps.db.transaction((tx) => maturingAlerts(tx, until, at));
  const balance = await deps.db.transaction((tx) => balanceAlerts(tx, at));
  const price = await deps.db.transaction((tx) => priceAlerts(tx, at));
  return { maturing, balance, price };
}
