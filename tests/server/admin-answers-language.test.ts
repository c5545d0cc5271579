import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SentForApproval } from '../../src/contract/approvals.ts';
import { localeFormat } from '../../src/contract/locale-format.ts';
import type { Locale } from '../../src/contract/locales.ts';
import type { BulkApproveResponse } from '../../src/contract/admin-bulk.ts';
import { fundedUser, type Funded } from '../factories/money.ts';
import { createDeposit, depositMethods, methodNamed } from '../factories/payments.ts';
import { staffSession } from '../factories/staff.ts';
import { loginAdmin, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

let ctx: TestContext;
let owner: Session;
let alice: Funded;
beforeAll(async () => {
  // The first database of the run is built from the migrations: slower than the resets after it.
  await resetDatabase();
}, 180_000);
beforeEach(async () => {
  // The product's defaults: four-eyes above 1,000.00 USD.
  ctx = await resetDatabase({ productDefaults: true });
  owner = await loginAdmin(ctx.app);
  alice = await fundedUser(ctx.app, owner.token, 100);
  // A second admin who may approve, so a loosened setting waits for them.
  await staffSession(ctx, 'owner', owner.token);
});

type Answer = SentForApproval & { message: string };

async function ownerReads(language: Locale) {
  const res = await call(ctx.app, 'PUT', '/api/auth/profile', { token: owner.token, body: { language } });
  expect(res.status).toBe(200);
}

const adjust = (amount: number, key = randomUUID()) =>
  call<Answer>(ctx.app, 'POST', `/api/admin/users/${alice.user.id}/balance`, {
    token: owner.token,
    body: { wallet_type: 'main', amount, type: 'add', reason: 'Goodwill credit' },
    headers: { 'Idempotency-Key': key },
  });
const loosen = () =>
  call<Answer>(ctx.app, 'PUT', '/api/admin/settings', { token: owner.token, body: { sendMoneyMax: 900_000 } });
const ban = () =>
  call<{ message: string }>(ctx.app, 'PATCH', `/api/admin/users/${alice.user.id}`, {
    token: owner.token,
    body: { banned: true, reason: 'Fraud check' },
  });

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** One pending deposit of Alice's and an id that names none, approved together. */
async function bulkApprove() {
  const bank = await methodNamed(await depositMethods(ctx.app, alice.token), 'Bank transfer');
  const deposit = await createDeposit(ctx.app, alice.token, bank.id, '100');
  return call<BulkApproveResponse>(ctx.app, 'POST', '/api/admin/deposits/bulk-approve', {
    token: owner.token,
    body: { ids: [deposit.id, UNKNOWN] },
  });
}

describe('an admin’s answer sentences in the admin’s language', () => {
  it('tells a Russian admin what waits for a second admin, and what was done, in Russian; data and codes as they are', async () => {
    await ownerReads('ru');
    const ru = localeFormat('ru', 'UTC');
    const key = randomUUID();
    const sent = await adjust(1500, key);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(
      `Отправлено на одобрение: второй администратор должен одобрить «Добавить ${ru.amount(1500)} USD на основной кошелёк ${alice.user.email}» (${ru.amount(1500)} USD — выше порога двойного контроля). Пока ничего не перемещено.`,
    );
    // The request itself keeps its English summary: it is data, shown as recorded.
    expect(sent.body.approval.summary).toBe(`Add 1,500.00 USD to the Main Wallet of ${alice.user.email}`);
    // A retry under the same key replays the answer recorded in English, written again in Russian.
    expect((await adjust(1500, key)).body.message).toBe(sent.body.message);

    expect((await adjust(10)).body.message).toBe('Баланс пополнен');

    const waits = await loosen();
    expect(waits.status).toBe(200);
    expect(waits.body.message).toMatch(
      /^Отправлено на одобрение: ослабление \(Наибольший перевод: .+ USD → .+ USD\) ждёт второго администратора \(Одобрения\)\. Пока ничего не изменилось\.$/,
    );
    expect(waits.body.message).toContain(`→ ${ru.amount(900_000)} USD`);
    expect(waits.body.approval.status).toBe('pending');

    const bulk = await bulkApprove();
    expect(bulk.body.message).toBe('одобрено: 1, не одобрено: 1');
    expect(bulk.body.results[1]).toMatchObject({ id: UNKNOWN, ok: false, status: 404, code: 'NOT_FOUND' });
    expect(bulk.body.results[1]?.message).not.toBe('Deposit not found');

    expect((await ban()).body.message).toBe('Пользователь заблокирован');
  });

  it('answers an English admin byte for byte as before', async () => {
    await ownerReads('en');
    const sent = await adjust(1500);
    expect(sent.body.message).toBe(
      `Sent for approval: a second admin must approve "Add 1,500.00 USD to the Main Wallet of ${alice.user.email}" (1,500.00 USD is above the four-eyes threshold). Nothing has moved yet.`,
    );
    expect((await adjust(10)).body.message).toBe('Balance added successfully');
    expect((await loosen()).body.message).toMatch(
      /^Sent for approval: loosening Largest send from [\d,.]+ USD to 900,000\.00 USD waits for a second admin \(Approvals\)\. Nothing has changed yet\.$/,
    );
    const bulk = await bulkApprove();
    expect(bulk.body.message).toBe('1 approved, 1 not approved');
    expect(bulk.body.results[1]?.message).toBe('Deposit not found');
    expect((await ban()).body.message).toBe('User banned');
  });
});
