import type { Deps } from '../../lib/context.ts';
import { seedOnce } from '../../db/seed-once.ts';
import { investmentSchemas } from '../../db/schema-investments.ts';

type NewSchema = typeof investmentSchemas.$inferInsert;

/** Four plans a real platform might open with (amounts in cents, percents in basis points). */
const PLANS: NewSchema[] = [
  {
    name: 'Starter',
    badgeText: 'New',
    amountType: 'range',
    minAmountCents: 50_00,
    maxAmountCents: 999_00,
    returnType: 'percent',
    returnValue: 150,
    intervalHours: 24,
    periods: 20,
    capitalBack: true,
    offDays: [],
    featured: false,
  },
  {
    name: 'Silver',
    badgeText: 'Popular',
    amountType: 'range',
    minAmountCents: 1_000_00,
    maxAmountCents: 4_999_00,
    returnType: 'percent',
    returnValue: 200,
    intervalHours: 24,
    periods: 30,
    capitalBack: true,
    offDays: [0, 6],
    featured: true,
  },
  {
    name: 'Gold Weekly',
    badgeText: 'Fixed',
    amountType: 'fixed',
    minAmountCents: 5_000_00,
    maxAmountCents: 5_000_00,
    returnType: 'fixed',
    returnValue: 175_00,
    intervalHours: 168,
    periods: 12,
    capitalBack: true,
    offDays: [],
    featured: false,
  },
  {
    name: 'Diamond Lifetime',
    badgeText: 'Lifetime',
    amountType: 'range',
    minAmountCents: 2_500_00,
    maxAmountCents: 50_000_00,
    returnType: 'percent',
    returnValue: 60,
    intervalHours: 24,
    periods: null,
    capitalBack: false,
    offDays: [0, 6],
    featured: true,
  },
];

export async function seedSchemas(deps: Pick<Deps, 'db'>): Promise<void> {
  await seedOnce(deps.db, 'investment-schemas', async (tx) => {
    await tx.insert(investmentSchemas).values(PLANS);
  });
}
