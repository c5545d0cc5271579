import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userSessions } from '../../server/db/schema-sessions.ts';
import { expect } from 'vitest';
import type { App } from '../../server/app.ts';
import type { Queryable } from '../../server/db/client.ts';
import { verifyLedger } from '../../server/modules/ledger/ledger.verify.ts';
import type { MoneyResult } from '../../src/contract/transfers.ts';
import { call } from '../setup/http.ts';
import { FACTORY_PASSWORD, stepUp } from '../setup/step-up.ts';
import { builtTestContext } from '../setup/test-app.ts';
import type { Wallet } from '../setup/types.ts';
import { registerUser, walletsOf, type Session } from './users.ts';

export type Funded = Session & { password: string; main: Wallet; profit: Wallet };

/** Credits a user's wallet through the admin balance endpoint, the way money enters before deposits exist. */
export async function creditUser(
  app: App,
  adminToken: string,
  userId: string,
  amount: number,
  walletType: 'main' | 'profit' = 'main',
) {
  const res = await call<MoneyResult>(app, 'POST', `/api/admin/users/${userId}/balance`, {
    token: adminToken,
    body: { wallet_type: walletType, amount, type: 'add', reason: 'test funding' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (res.status !== 200) throw new Error(`credit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A registered user with optional starting balances, and their wallets. The session counts as
 * stepped up now, as that of an investor without two-factor who gave the password before sending
 * to someone new (server/db/functions/send_money_request.sql): written to the session row, so no
 * audit entry or password check joins every test; `{ steppedUp: false }` leaves it without one.
 * tests/server/send-step-up.test.ts and step-up.test.ts go through POST /api/step-up.
 */
export async function fundedUser(
  app: App,
  adminToken: string,
  main = 0,
  profit = 0,
  opts: { steppedUp?: boolean } = {},
): Promise<Funded> {
  const session = await registerUser(app);
  if (opts.steppedUp !== false) {
    const ctx = await builtTestContext();
    // Without the in-process test context (a server of its own), through the API instead.
    if (!ctx) await stepUp(app, session.token, FACTORY_PASSWORD);
    else
      await ctx.deps.db
        .update(userSessions)
        .set({ steppedUpAt: ctx.deps.now() })
        .where(eq(userSessions.userId, session.user.id));
  }
  if (main > 0) await creditUser(app, adminToken, session.user.id, main, 'main');
  if (profit > 0) await creditUser(app, adminToken, session.user.id, profit, 'profit');
  const wallets = await walletsOf(app, session.token);
  const byType = (t: 'main' | 'profit') => {
    const w = wallets.find((x) => x.type === t);
    if (!w) throw new Error(`no ${t} wallet`);
    return w;
  };
  return { ...session, main: byType('main'), profit: byType('profit') };
}

/** { main, profit } balances as the API reports them. */
export async function balancesOf(app: App, token: string): Promise<{ main: number; profit: number }> {
  const wallets = await walletsOf(app, token);
  return {
    main: wallets.find((w) => w.type === 'main')?.balance ?? 0,
    profit: wallets.find((w) => w.type === 'profit')?.balance ?? 0,
  };
}

/** Fails the test with the first broken ledger invariant. */
export async function expectLedgerHealthy(db: Queryable): Promise<void> {
  const report = await verifyLedger(db);
  expect(
    report.firstFailure,
    report.firstFailure ? `${report.firstFailure.name}: ${report.firstFailure.detail}` : '',
  ).toBeUndefined();
}

/** The malformed amounts every money endpoint must refuse with a 400 naming `amount`, as raw JSON text. */
export const BAD_AMOUNTS = ['0', '-1', '1.001', '"abc"', '1e309', 'null', '"NaN"', '"Infinity"'] as const;

/** A JSON body with `amount` replaced by raw JSON text (so 1e309 reaches the server as written). */
export function withRawAmount(body: Record<string, unknown>, rawAmount: string): string {
  return JSON.stringify({ ...body, amount: '__AMOUNT__' }).replace('"__AMOUNT__"', rawAmount);
}
