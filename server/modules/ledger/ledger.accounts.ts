import type { Deps } from '../../lib/context.ts';
import { wallets } from '../../db/schema.ts';

/**
 * The platform's side of every movement. Ids are fixed, so a posting names a system account
 * without a lookup and the hot path never reads or locks these rows (their balance is the
 * sum of their entries; the cached column stays 0).
 */
export const SYSTEM_ACCOUNTS = {
  fees_earned: { id: '00000000-0000-4000-8000-000000000001', name: 'Fees earned' },
  admin_adjustments: { id: '00000000-0000-4000-8000-000000000002', name: 'Admin adjustments' },
  deposits_clearing: { id: '00000000-0000-4000-8000-000000000003', name: 'Deposits clearing' },
  withdrawals_payable: { id: '00000000-0000-4000-8000-000000000004', name: 'Withdrawals payable' },
  investments_held: { id: '00000000-0000-4000-8000-000000000005', name: 'Investments held' },
  profit_paid: { id: '00000000-0000-4000-8000-000000000006', name: 'Profit paid' },
  bonuses_paid: { id: '00000000-0000-4000-8000-000000000007', name: 'Bonuses paid' },
  referrals_paid: { id: '00000000-0000-4000-8000-000000000008', name: 'Referral commissions paid' },
} as const;

export type SystemAccountCode = keyof typeof SYSTEM_ACCOUNTS;

export const systemWalletId = (code: SystemAccountCode): string => SYSTEM_ACCOUNTS[code].id;

const SYSTEM_IDS = new Set<string>(Object.values(SYSTEM_ACCOUNTS).map((a) => a.id));
export const isSystemWalletId = (id: string): boolean => SYSTEM_IDS.has(id);

/** First-start seeder; safe at every start (existing accounts are left as they are). */
export async function seedSystemAccounts(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db
    .insert(wallets)
    .values(
      Object.entries(SYSTEM_ACCOUNTS).map(([code, a]) => ({
        id: a.id,
        userId: null,
        type: 'system' as const,
        systemCode: code,
        name: a.name,
        currency: 'USD',
      })),
    )
    .onConflictDoNothing();
}
