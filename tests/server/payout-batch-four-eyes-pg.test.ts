import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PayoutBatchResult } from '../../src/contract/payout-batches.ts';
import { expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { bep20Method, pendingWithdrawal } from '../factories/payout-batches.ts';
import { putSettings } from '../factories/withdrawal-protection.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

const INVESTORS = 4;
const ADDR = '0x1111111111111111111111111111111111111111';

/**
 * Two batches for one investor made at the same moment each read the investor's 24-hour total
 * before the other is written: without the per-user lock both are ready (1,200 paid by one admin
 * against a threshold of 1,000). With it, the second to take the lock counts the first.
 */
describe.skipIf(!process.env.DATABASE_URL)('payout batches made at once on PostgreSQL', () => {
  it('two batches of 600 for one investor made concurrently: exactly one is ready, the other waits for a second admin', async () => {
    const ctx = await resetDatabase();
    const owner = await loginAdmin(ctx.app);
    const bep20 = await bep20Method(ctx.app, owner.token);
    const pairs: string[][] = [];
    for (let n = 0; n < INVESTORS; n++) {
      const who = await fundedUser(ctx.app, owner.token, 1500);
      pairs.push([
        await pendingWithdrawal(ctx.app, who.token, bep20.id, { wallet_address: ADDR }, 600),
        await pendingWithdrawal(ctx.app, who.token, bep20.id, { wallet_address: ADDR }, 600),
      ]);
    }
    await putSettings(ctx, owner.token, { fourEyesThreshold: 1000 });
    const made = await Promise.all(
      pairs.flat().map((id) =>
        call<PayoutBatchResult & ErrorBody>(ctx.app, 'POST', '/api/admin/payout-batches', {
          token: owner.token,
          headers: { 'Idempotency-Key': randomUUID() },
          body: { withdrawal_ids: [id], chain_id: 56 },
        }),
      ),
    );
    expect(made.map((m) => m.status)).toEqual(Array.from({ length: INVESTORS * 2 }, () => 201));
    for (let n = 0; n < INVESTORS; n++) {
      const statuses = [made[2 * n]?.body.batch.status, made[2 * n + 1]?.body.batch.status].sort();
      expect(statuses).toEqual(['awaiting_approval', 'ready']);
    }
    await expectLedgerHealthy(ctx.deps.db);
  }, 120_000);
});
