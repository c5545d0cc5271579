import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { settleBackground } from '../../server/lib/background.ts';
import { runExports } from '../../server/modules/account/account-export.job.ts';
import { eraseExpiredClosedAccounts } from '../../server/modules/account/account-retention.ts';
import { personalDataLeft, personalFilesLeft, requestExport } from '../factories/account-data.ts';
import { days } from '../factories/invest.ts';
import { creditUser, expectLedgerHealthy, fundedUser } from '../factories/money.ts';
import { usdtAccount } from '../factories/payments.ts';
import { loginAdmin, newUserInput } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await resetDatabase();
  admin = (await loginAdmin(ctx.app)).token;
});

/** An account that left its name, e-mail and phone in many tables and files, emptied of money, then closed. */
async function closeRichAccount() {
  const input = newUserInput({ firstName: 'Zenobia', lastName: 'Quartermaine', phone: '+44 20 7946 0123' });
  const reg = await call<{ token: string; user: { id: string } }>(ctx.app, 'POST', '/api/auth/register', {
    body: input,
  });
  const { token, user } = reg.body;
  const bob = await fundedUser(ctx.app, admin, 100);
  const main = (
    await call<Array<{ id: string; type: string }>>(ctx.app, 'GET', '/api/wallet/wallets', { token })
  ).body.find((w) => w.type === 'main');
  expect(
    (
      await call(ctx.app, 'POST', '/api/send-money-now', {
        token: bob.token,
        body: {
          sender_wallet_id: bob.main.id,
          recipient_email: input.email,
          amount: 10,
          note: `for ${input.firstName}`,
        },
      })
    ).status,
  ).toBe(200);
  await creditUser(ctx.app, admin, user.id, 5);
  const empty = await call(ctx.app, 'POST', `/api/admin/users/${user.id}/balance`, {
    token: admin,
    body: { wallet_type: 'main', amount: 15, type: 'subtract', reason: `closing ${input.email}` },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(empty.status).toBe(200);
  const form = new FormData();
  const kyc = {
    idType: 'passport',
    idNumber: 'ZQ998877',
    address: '9 Quartermaine Road',
    city: 'Leeds',
    state: 'Yorkshire',
    zipCode: 'LS1 1AA',
    kycAddressCountry: 'United Kingdom',
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    country: 'United Kingdom',
  };
  for (const [k, v] of Object.entries(kyc)) form.set(k, v);
  form.set('idDocument', new File([PDF], 'zenobia-passport.pdf', { type: 'application/pdf' }));
  expect(
    (
      await ctx.app.request('/api/kyc/submit', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
    ).status,
  ).toBeLessThan(300);
  expect(
    (
      await call(ctx.app, 'POST', '/api/tickets', {
        token,
        body: {
          subject: 'Help',
          priority: 'low',
          message: `I am ${input.firstName} ${input.lastName}, ${input.email}, ${input.phone}`,
        },
      })
    ).status,
  ).toBeLessThan(300);
  await usdtAccount(ctx.app, token);
  await ensureSteppedUp(ctx.app, token, input.password);
  expect((await requestExport(ctx.app, token)).status).toBe(202);
  await settleBackground();
  await runExports(ctx.deps);
  expect(main).toBeDefined();
  const closed = await call(ctx.app, 'POST', '/api/account/close', { token });
  expect(closed.status).toBe(200);
  return { input, id: user.id, needles: [input.email, input.username, input.firstName, input.lastName, input.phone] };
}

describe('what a closure erases and keeps', () => {
  it('leaves no e-mail, username, name or phone in any text column of any table, nor in any stored file', async () => {
    const { needles, id } = await closeRichAccount();
    expect(await personalDataLeft(ctx.deps.db, needles)).toEqual([]);
    expect(await personalFilesLeft(ctx.deps.storage, needles)).toEqual([]);
    // The records kept: the ledger's movements and the KYC decision, under the pseudonym.
    const entries = await queryRows(
      ctx.deps.db,
      sql`SELECT e.id FROM ledger_entries e JOIN wallets w ON w.id = e.wallet_id WHERE w.user_id = ${id}`,
    );
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(await queryRows(ctx.deps.db, sql`SELECT id FROM kyc_submissions WHERE user_id = ${id}`)).toHaveLength(1);
    await expectLedgerHealthy(ctx.deps.db);
  });
});

describe('the retention job', () => {
  const left = async (id: string) => ({
    tickets: (await queryRows(ctx.deps.db, sql`SELECT id FROM tickets WHERE user_id = ${id}`)).length,
    kyc: (await queryRows(ctx.deps.db, sql`SELECT id FROM kyc_submissions WHERE user_id = ${id}`)).length,
    sessions: (await queryRows(ctx.deps.db, sql`SELECT id FROM user_sessions WHERE user_id = ${id}`)).length,
  });

  it('keeps the records for five years by default, then erases what remains; the ledger still verifies', async () => {
    const { id } = await closeRichAccount();
    ctx.clock.offsetMs = days(365 * 5 - 2);
    expect(await eraseExpiredClosedAccounts(ctx.deps)).toBe(0);
    expect(await left(id)).toEqual({ tickets: 1, kyc: 1, sessions: 1 });
    ctx.clock.offsetMs = days(365 * 5 + 2);
    expect(await eraseExpiredClosedAccounts(ctx.deps)).toBe(1);
    expect(await left(id)).toEqual({ tickets: 0, kyc: 0, sessions: 0 });
    const [user] = await queryRows<{ erased: boolean }>(
      ctx.deps.db,
      sql`SELECT erased_at IS NOT NULL AS erased FROM users WHERE id = ${id}`,
    );
    expect(user?.erased).toBe(true);
    expect(await eraseExpiredClosedAccounts(ctx.deps)).toBe(0);
    await expectLedgerHealthy(ctx.deps.db);
  });

  it('follows the retention setting when it is set', async () => {
    const { id } = await closeRichAccount();
    await ctx.deps.db.execute(
      sql`INSERT INTO settings (key, value) VALUES ('closedAccountRetentionYears', '1'::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    ctx.clock.offsetMs = days(367);
    expect(await eraseExpiredClosedAccounts(ctx.deps)).toBe(1);
    expect(await left(id)).toEqual({ tickets: 0, kyc: 0, sessions: 0 });
  });
});
