import type { Deps } from '../lib/context.ts';
import { seedSystemAccounts } from '../modules/ledger/ledger.accounts.ts';
import { seedDefaultSettings } from '../modules/settings/settings.service.ts';
import { seedDepositMethods } from '../modules/deposits/deposit-methods.service.ts';
import { seedWithdrawalMethods } from '../modules/withdrawals/withdrawal-methods.service.ts';
import { seedSchemas } from '../modules/investments/schemas.seed.ts';
import { seedBadges } from '../modules/badges/badges.seed.ts';
import { seedMarket } from '../modules/market/market.seed.ts';

/**
 * First-start data every install needs (system accounts, default settings), listed explicitly
 * so start-up order is visible. Each seeder must be idempotent: it runs at every start.
 */
const seeders: Array<(deps: Deps) => Promise<void>> = [
  seedSystemAccounts,
  seedDefaultSettings,
  seedDepositMethods,
  seedWithdrawalMethods,
  seedSchemas,
  seedBadges,
  seedMarket,
];

export async function seedPlatform(deps: Deps): Promise<void> {
  for (const seed of seeders) await seed(deps);
}
