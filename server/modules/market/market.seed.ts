import type { Deps } from '../../lib/context.ts';
import { seedOnce } from '../../db/seed-once.ts';
import { marketAssets, marketRates } from '../../db/schema-market.ts';

const ASSETS = [
  { symbol: 'BTC', name: 'Bitcoin', rate: 67_250, swing: 0.03 },
  { symbol: 'ETH', name: 'Ethereum', rate: 3_480, swing: 0.04 },
  { symbol: 'USDT', name: 'Tether', rate: 1, swing: 0.001 },
];
const DAY_MS = 86_400_000;

/** A deterministic wiggle, so the seeded history looks like a market yet is the same on every install. */
const wiggle = (i: number, symbolIndex: number) =>
  Math.sin(i * 1.7 + symbolIndex * 2.3) * 0.6 + Math.sin(i * 0.45 + symbolIndex) * 0.4;

/** BTC, ETH and USDT with 30 days of daily rates ending at the current one. */
export async function seedMarket(deps: Pick<Deps, 'db' | 'now'>): Promise<void> {
  const now = deps.now().getTime();
  await seedOnce(deps.db, 'market', async (tx) => {
    await tx
      .insert(marketAssets)
      .values(
        ASSETS.map((a) => ({ symbol: a.symbol, name: a.name, rate: a.rate.toFixed(8), updatedAt: new Date(now) })),
      );
    const rows = ASSETS.flatMap((a, s) =>
      Array.from({ length: 31 }, (_, i) => {
        const daysAgo = 30 - i;
        const rate = daysAgo === 0 ? a.rate : a.rate * (1 + a.swing * wiggle(i, s) - a.swing * 0.02 * daysAgo);
        return { symbol: a.symbol, rate: rate.toFixed(8), recordedAt: new Date(now - daysAgo * DAY_MS) };
      }),
    );
    await tx.insert(marketRates).values(rows);
  });
}
