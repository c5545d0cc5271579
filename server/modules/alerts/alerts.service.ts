import { and, asc, count, eq } from 'drizzle-orm';
import type { Alerts, PriceAlertCreate } from '../../../src/contract/alerts.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { wallets } from '../../db/schema.ts';
import { marketAssets } from '../../db/schema-market.ts';
import { alertLevels } from '../../db/schema-recurring.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';

const MAX_PRICE_ALERTS = 20;
const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/** Whether a price level is already reached: then it counts as crossed and alerts after going back. */
const priceReached = (direction: 'above' | 'below', rate: number, level: number) =>
  direction === 'above' ? rate >= level : rate <= level;

/** The user's alert levels (GET /api/alerts and every change's answer). */
export async function userAlerts(deps: Deps, userId: string): Promise<Alerts> {
  const rows = await deps.db
    .select()
    .from(alertLevels)
    .where(eq(alertLevels.userId, userId))
    .orderBy(asc(alertLevels.createdAt), asc(alertLevels.id));
  const balance = rows.find((r) => r.kind === 'balance');
  return {
    balance: balance ? { level: centsToNumber(balance.levelCents ?? 0), triggered: balance.triggered } : null,
    prices: rows
      .filter((r) => r.kind === 'price')
      .map((r) => ({
        id: r.id,
        symbol: r.symbol ?? '',
        level: Number(r.levelRate),
        direction: r.direction,
        triggered: r.triggered,
      })),
  };
}

/**
 * Sets (or with null removes) the Main balance level. A balance already under the new level counts
 * as crossed: it alerts the next time Main falls under it after going back over.
 */
export async function setBalanceAlert(deps: Deps, userId: string, levelCents: number | null): Promise<Alerts> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(alertLevels).where(and(eq(alertLevels.userId, userId), eq(alertLevels.kind, 'balance')));
    if (levelCents === null) return;
    const [main] = await tx
      .select({ balance: wallets.balanceCents })
      .from(wallets)
      .where(and(eq(wallets.userId, userId), eq(wallets.type, 'main')));
    const under = (main?.balance ?? 0) < levelCents;
    await tx.insert(alertLevels).values({
      userId,
      kind: 'balance',
      direction: 'below',
      levelCents,
      triggered: under,
      triggeredAt: under ? deps.now() : null,
      createdAt: deps.now(),
    });
  });
  return userAlerts(deps, userId);
}

/** Adds a price level on a market asset; without a direction, the side the rate is not on now. */
export async function addPriceAlert(deps: Deps, userId: string, input: PriceAlertCreate): Promise<Alerts> {
  const [asset] = await deps.db.select().from(marketAssets).where(eq(marketAssets.symbol, input.symbol));
  if (!asset) throw new AppError(404, 'NOT_FOUND', 'Asset not found', { symbol: 'is not on the market page' });
  const [have] = await deps.db
    .select({ n: count() })
    .from(alertLevels)
    .where(and(eq(alertLevels.userId, userId), eq(alertLevels.kind, 'price')));
  if ((have?.n ?? 0) >= MAX_PRICE_ALERTS)
    throw new AppError(422, 'LIMIT_EXCEEDED', `You can have at most ${MAX_PRICE_ALERTS} price alerts`);
  const rate = Number(asset.rate);
  const direction = input.direction ?? (rate < input.level ? 'above' : 'below');
  const reached = priceReached(direction, rate, input.level);
  await deps.db.insert(alertLevels).values({
    userId,
    kind: 'price',
    symbol: asset.symbol,
    direction,
    levelRate: String(input.level),
    triggered: reached,
    triggeredAt: reached ? deps.now() : null,
    createdAt: deps.now(),
  });
  return userAlerts(deps, userId);
}

export async function removePriceAlert(deps: Deps, userId: string, id: string): Promise<Alerts> {
  if (!isUuid(id)) throw notFound('Alert not found');
  const gone = await deps.db
    .delete(alertLevels)
    .where(and(eq(alertLevels.id, id), eq(alertLevels.userId, userId), eq(alertLevels.kind, 'price')))
    .returning({ id: alertLevels.id });
  if (gone.length === 0) throw notFound('Alert not found');
  return userAlerts(deps, userId);
}
