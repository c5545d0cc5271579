import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposit, depositMethods, methodNamed, pngFile, usdtAccount } from '../factories/payments.ts';
import { remoteAdminToken, remoteUser, type RemoteUser } from '../factories/remote-api.ts';
import { call, type ApiResponse } from '../setup/http.ts';
import { ServerProcess } from '../setup/server-process.ts';

/**
 * Fault: the process is SIGKILLed right after a client received an answer given under an
 * Idempotency-Key. The retry after the restart must get that same answer (replayed), never a 409
 * "still being processed" for an action whose money already moved. Each money route is killed
 * right after its own answer, because the next money transaction's commit would flush an earlier
 * answer anyway; the refusals go first, together (they commit nothing else).
 */
const server = new ServerProcess();
let admin = '';
let alice: RemoteUser;
let bob: RemoteUser;
let schemaId = '';

type Step = { name: string; method: string; path: string; token: () => string; body: () => unknown; status: number };

const crashAfter = async (steps: Step[]) => {
  const answers: { step: Step; key: string; first: ApiResponse }[] = [];
  for (const step of steps) {
    const key = randomUUID();
    const first = await call(server.url, step.method, step.path, { token: step.token(), key, body: step.body() });
    expect(first.status, `${step.name}: ${JSON.stringify(first.body)}`).toBe(step.status);
    answers.push({ step, key, first });
  }
  await server.kill();
  await server.start();
  for (const { step, key, first } of answers) {
    const replay = await call(server.url, step.method, step.path, { token: step.token(), key, body: step.body() });
    expect({ route: step.name, status: replay.status, replayed: replay.headers.get('idempotent-replayed') }).toEqual({
      route: step.name,
      status: first.status,
      replayed: 'true',
    });
    expect(replay.body).toEqual(first.body);
  }
};

beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  await server.start();
  admin = await remoteAdminToken(server.url);
  // Withdrawal protection off (as in the other server suites): this suite is about crashes, not cooling-off or four-eyes.
  expect(
    (
      await call(server.url, 'PUT', '/api/admin/settings', {
        token: admin,
        body: { withdrawalCoolingOffHours: 0, fourEyesThreshold: 0 },
      })
    ).status,
  ).toBe(200);
  alice = await remoteUser(server.url, admin, 5_000);
  bob = await remoteUser(server.url, admin);
  const schemas = await call(server.url, 'GET', '/api/schemas', { token: alice.token });
  schemaId = String((schemas.body.schemas as { id: string; min_amount?: number }[])[0]?.id);
}, 120_000);

afterAll(async () => {
  await server.kill();
});

// These runs use their own embedded folder; the PostgreSQL pass of CI (DATABASE_URL set) need not repeat them.
describe.skipIf(!!process.env.DATABASE_URL)('answers under an Idempotency-Key survive kill -9', () => {
  it('refusals (insufficient funds, unknown recipient) replay after a crash', async () => {
    await crashAfter([
      {
        name: 'exchange refused',
        method: 'POST',
        path: '/api/wallet/wallet-exchange-now',
        token: () => alice.token,
        body: () => ({ from_wallet_id: alice.profit, to_wallet_id: alice.main, amount: 5 }),
        status: 422,
      },
      {
        name: 'send refused',
        method: 'POST',
        path: '/api/send-money-now',
        token: () => alice.token,
        body: () => ({ sender_wallet_id: alice.main, recipient_email: 'nobody-here@example.com', amount: 5 }),
        status: 404,
      },
      {
        name: 'invest refused',
        method: 'POST',
        path: '/api/investments',
        token: () => bob.token,
        body: () => ({ schema_id: schemaId, amount: 500, wallet_type: 'main' }),
        status: 422,
      },
    ]);
  }, 120_000);

  it('an exchange replays after a crash', async () => {
    await crashAfter([
      {
        name: 'exchange',
        method: 'POST',
        path: '/api/wallet/wallet-exchange-now',
        token: () => alice.token,
        body: () => ({ from_wallet_id: alice.main, to_wallet_id: alice.profit, amount: 10 }),
        status: 200,
      },
    ]);
  }, 120_000);

  it('a send (the one-statement path) replays after a crash', async () => {
    await crashAfter([
      {
        name: 'send',
        method: 'POST',
        path: '/api/send-money-now',
        token: () => alice.token,
        body: () => ({ sender_wallet_id: alice.main, recipient_email: bob.email, amount: 10 }),
        status: 200,
      },
    ]);
  }, 120_000);

  it('an investment replays after a crash', async () => {
    await crashAfter([
      {
        name: 'invest',
        method: 'POST',
        path: '/api/investments',
        token: () => alice.token,
        body: () => ({ schema_id: schemaId, amount: 1_000, wallet_type: 'main' }),
        status: 201,
      },
    ]);
  }, 120_000);

  it('an admin balance adjustment replays after a crash', async () => {
    await crashAfter([
      {
        name: 'admin balance',
        method: 'POST',
        path: `/api/admin/users/${bob.id}/balance`,
        token: () => admin,
        body: () => ({ wallet_type: 'main', amount: 20, type: 'add', reason: 'crash test' }),
        status: 200,
      },
    ]);
  }, 120_000);

  it('a withdrawal request and its payout replay after a crash', async () => {
    const account = await usdtAccount(server.url, alice.token);
    const withdraw: Step = {
      name: 'withdraw',
      method: 'POST',
      path: '/api/withdrawals',
      token: () => alice.token,
      body: () => ({ account_id: account.id, amount: 50 }),
      status: 200,
    };
    await crashAfter([withdraw]);
    const list = await call(server.url, 'GET', '/api/withdrawals', { token: alice.token });
    const id = String(
      (list.body as unknown as { id: string }[])[0]?.id ?? (list.body.items as { id: string }[] | undefined)?.[0]?.id,
    );
    await crashAfter([
      {
        name: 'withdrawal payout',
        method: 'POST',
        path: `/api/admin/withdrawals/${id}/approve`,
        token: () => admin,
        body: () => ({}),
        status: 200,
      },
    ]);
  }, 180_000);

  it('a deposit approval replays after a crash', async () => {
    const app = server.url;
    const method = await methodNamed(await depositMethods(app, bob.token), 'Bank transfer');
    const deposit = await createDeposit(app, bob.token, method.id, '100', pngFile());
    await crashAfter([
      {
        name: 'deposit approval',
        method: 'POST',
        path: `/api/admin/deposits/${deposit.id}/approve`,
        token: () => admin,
        body: () => ({}),
        status: 200,
      },
    ]);
  }, 120_000);
});
