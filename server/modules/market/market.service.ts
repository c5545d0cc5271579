import { asc, gte, inArray, sql } from 'drizzle-orm';
import type { Market, MarketAsset, RatesUpdate } from '../../../src/contract/market.ts';
import { DEFAULT_CURRENCY } from '../../../src/contract/wallet-types.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { marketAssets, marketRates } from '../../db/schema-market.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';

const DAY_MS = 86_400_000;
type Point = { at: number; rate: number };

/** The last rate at or before `t`, else null. Points are oldest first. */
function rateAt(points: Point[], t: number): number | null {
  let found: number | null = null;
  for (const p of points) {
    if (p.at > t) break;
    found = p.rate;
  }
  return found;
}

const change = (now: number, then: number | null) =>
  then === null || then === 0 ? null : Math.round(((now - then) / then) * 10_000) / 100;

/** Symbols the deposit methods accept (when any exist): the market shows those; otherwise every seeded asset. */
async function acceptedSymbols(q: Queryable): Promise<string[]> {
  const rows = await queryRows<{ symbol: string }>(
    q,
    sql`SELECT DISTINCT upper(d.currency) AS symbol FROM deposit_methods d JOIN market_assets a ON a.symbol = upper(d.currency) WHERE d.active`,
  );
  return rows.map((r) => r.symbol);
}

/** `GET /api/market`: current rate, 24 h and 30 d change, and a daily series for the chart. */
export async function market(q: Queryable, now: Date): Promise<Market> {
  const accepted = await acceptedSymbols(q);
  const assets = await q
    .select()
    .from(marketAssets)
    .where(accepted.length ? inArray(marketAssets.symbol, accepted) : undefined)
    .orderBy(asc(marketAssets.symbol));
  const since = new Date(now.getTime() - 31 * DAY_MS);
  const history = await q
    .select()
    .from(marketRates)
    .where(gte(marketRates.recordedAt, since))
    .orderBy(asc(marketRates.recordedAt), asc(marketRates.id));
  const list: MarketAsset[] = assets.map((a) => {
    const points = history
      .filter((h) => h.symbol === a.symbol)
      .map((h) => ({ at: h.recordedAt.getTime(), rate: Number(h.rate) }));
    const rate = Number(a.rate);
    const series = Array.from({ length: 31 }, (_, i) => {
      const at = now.getTime() - (30 - i) * DAY_MS;
      return { at: new Date(at).toISOString(), rate: i === 30 ? rate : rateAt(points, at) };
    }).filter((p): p is { at: string; rate: number } => p.rate !== null);
    return {
      symbol: a.symbol,
      name: a.name,
      rate,
      change24h: change(rate, rateAt(points, now.getTime() - DAY_MS)),
      change30d: change(rate, rateAt(points, now.getTime() - 30 * DAY_MS)),
      updatedAt: a.updatedAt.toISOString(),
      history: series,
    };
  });
  return { currency: DEFAULT_CURRENCY, assets: list };
}

/** `PUT /api/admin/rates`: sets each rate (a new symbol needs a name) and records it in the history; audited. */
export async function updateRates(deps: Deps, actorId: string, input: RatesUpdate): Promise<void> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const symbols = input.rates.map((r) => r.symbol);
    const existing = await tx.select().from(marketAssets).where(inArray(marketAssets.symbol, symbols));
    const known = new Map(existing.map((a) => [a.symbol, a]));
    input.rates.forEach((r, i) => {
      if (!known.has(r.symbol) && !r.name)
        throw badRequest(`rates.${i}.name is required for a new asset`, {
          [`rates.${i}.name`]: 'is required for a new asset',
        });
    });
    for (const r of input.rates) {
      const rate = r.rate.toFixed(8);
      const name = r.name ?? known.get(r.symbol)?.name ?? r.symbol;
      await tx
        .insert(marketAssets)
        .values({ symbol: r.symbol, name, rate, updatedAt: at })
        .onConflictDoUpdate({ target: marketAssets.symbol, set: { name, rate, updatedAt: at } });
      await tx.insert(marketRates).values({ symbol: r.symbol, rate, recordedAt: at });
    }
    await audit(
      tx,
      {
        actorId,
        action: 'rates.update',
        targetType: 'market',
        targetId: symbols.join(','),
        before: Object.fromEntries(existing.map((a) => [a.symbol, Number(a.rate)])),
        after: Object.fromEntries(input.rates.map((r) => [r.symbol, r.rate])),
      },
      at,
    );
  });
}
