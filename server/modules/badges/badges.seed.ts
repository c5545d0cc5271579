import type { Deps } from '../../lib/context.ts';
import { seedOnce } from '../../db/seed-once.ts';
import { badges } from '../../db/schema-badges.ts';

/** The default ladder (cents); admins edit it on the investments page. */
export async function seedBadges(deps: Pick<Deps, 'db'>): Promise<void> {
  await seedOnce(deps.db, 'badges', async (tx) => {
    await tx.insert(badges).values([
      {
        name: 'Bronze',
        icon: '🥉',
        description: 'First steps: deposit 100',
        rank: 1,
        minDepositedCents: 100_00,
        bonusCents: 5_00,
      },
      {
        name: 'Silver',
        icon: '🥈',
        description: 'Deposit 1,000 and invest 500',
        rank: 2,
        minDepositedCents: 1_000_00,
        minInvestedCents: 500_00,
        bonusCents: 20_00,
      },
      {
        name: 'Gold',
        icon: '🥇',
        description: 'Deposit 5,000, invest 2,500 and refer 3 people',
        rank: 3,
        minDepositedCents: 5_000_00,
        minInvestedCents: 2_500_00,
        minReferrals: 3,
        bonusCents: 50_00,
      },
      {
        name: 'Platinum',
        icon: '💎',
        description: 'Deposit 20,000, invest 10,000, earn 1,000 and refer 10 people',
        rank: 4,
        minDepositedCents: 20_000_00,
        minInvestedCents: 10_000_00,
        minEarnedCents: 1_000_00,
        minReferrals: 10,
        bonusCents: 200_00,
      },
    ]);
  });
}
