import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { queryRows } from '../../../server/db/client.ts';
import { systemWalletId } from '../../../server/modules/ledger/ledger.accounts.ts';
import { fundedUser } from '../../factories/money.ts';
import { loginAdmin } from '../../factories/users.ts';
import { resetDatabase } from '../../setup/test-app.ts';

it('sql times', async () => {
  const ctx = await resetDatabase();
  const admin = (await loginAdmin(ctx.app)).token;
  const bob = await fundedUser(ctx.app, admin, 0);
  const alice = await fundedUser(ctx.app, admin, 10000);
  const [who] = await queryRows<{ tv: number; sid: string }>(ctx.deps.db, sql`SELECT u.token_version AS tv, s.id AS sid FROM users u JOIN user_sessions s ON s.user_id = u.id WHERE u.id = ${alice.user.id}::uuid LIMIT 1`);
  const defaults = JSON.stringify({ sendMoneyMin: 1, sendMoneyMax: 10_000, sendMoneyDailyLimit: 50_000, sendMoneyChargeFixed: 0, sendMoneyChargePercent: 0, withdrawalCoolingOffHours: 24, sendNoCodeCents: 100_000 });
  const one = () => { const at = new Date(); return {
    user_id: alice.user.id, token_version: who?.tv, session_id: who?.sid, key: randomUUID(), request_hash: 'h',
    expired_before: new Date(at.getTime() - 86_400_000).toISOString(), tx_id: randomUUID(), reference: 'R' + randomUUID().slice(0, 12),
    sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount_cents: 100, note: '', at: at.toISOString(),
    day_start: new Date(at.getTime() - 3_600_000).toISOString(), factor_ok: false, stepped_up_after: new Date(at.getTime() - 600_000).toISOString(), phase: 'send', claim_id: randomUUID() }; };
  const fees = systemWalletId('fees_earned');
  const src = readFileSync('server/db/functions/send_money_batch.sql', 'utf8');
  const noLock = src.replace('"send_money_batch"(', '"smb_nolock"(').replace(/FOR v_lock IN[\s\S]*?END LOOP;/, '');
  const noExc = src.replace('"send_money_batch"(', '"smb_noexc"(').replace(/EXCEPTION WHEN OTHERS THEN[\s\S]*?END IF;\s*kind := 'error';\s*status := NULL;\s*body := SQLSTATE \|\| ' ' \|\| SQLERRM;/, '');
  await ctx.database.db.execute(sql.raw(noLock));
  await ctx.database.db.execute(sql.raw(noExc));
  const time = async (name: string, f: () => Promise<unknown>) => { const t0 = performance.now(); for (let i = 0; i < 20; i++) await f(); console.log(name, ((performance.now() - t0) / 20).toFixed(1), 'ms'); };
  for (let r = 0; r < 3; r++) {
  await time('empty batch', () => queryRows(ctx.deps.db, sql`SELECT * FROM send_money_batch('[]'::jsonb, ${defaults}::jsonb, ${fees}::uuid, 'x')`));
  await time('batch of 1', () => queryRows(ctx.deps.db, sql`SELECT * FROM send_money_batch(${JSON.stringify([one()])}::jsonb, ${defaults}::jsonb, ${fees}::uuid, 'x')`));
  await time('batch of 8 (per send)', async () => { await queryRows(ctx.deps.db, sql`SELECT * FROM send_money_batch(${JSON.stringify([one(), one(), one(), one(), one(), one(), one(), one()])}::jsonb, ${defaults}::jsonb, ${fees}::uuid, 'x')`); });
  await time('batch of 8 nolock', async () => { await queryRows(ctx.deps.db, sql`SELECT * FROM smb_nolock(${JSON.stringify([one(), one(), one(), one(), one(), one(), one(), one()])}::jsonb, ${defaults}::jsonb, ${fees}::uuid, 'x')`); });
  await time('batch of 8 noexc', async () => { await queryRows(ctx.deps.db, sql`SELECT * FROM smb_noexc(${JSON.stringify([one(), one(), one(), one(), one(), one(), one(), one()])}::jsonb, ${defaults}::jsonb, ${fees}::uuid, 'x')`); });
  await time('direct', () => { const o = one(); return queryRows(ctx.deps.db, sql`SELECT * FROM send_money_request(${o.user_id}::uuid, ${o.token_version}::integer, ${o.session_id}::uuid, ${o.key}, ${o.request_hash}, ${o.expired_before}::timestamptz, ${o.tx_id}::uuid, ${o.reference}, ${o.sender_wallet_id}::uuid, ${o.recipient_email}, ${o.amount_cents}::bigint, ${o.note}, ${o.at}::timestamptz, ${o.day_start}::timestamptz, ${defaults}::jsonb, ${fees}::uuid, 'x', false, ${o.stepped_up_after}::timestamptz, 'send', ${o.claim_id}::uuid)`); });
  }
}, 600_000);
