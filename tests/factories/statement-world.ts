import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import { distributeProfits } from '../../server/jobs/profit-engine.ts';
import type { TestContext } from '../setup/test-app.ts';
import { call } from '../setup/http.ts';
import { createSchema, setClock } from './invest.ts';
import { creditUser, fundedUser, type Funded } from './money.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import { createDeposit, depositMethods, methodNamed, usdtAccount } from './payments.ts';
import { loginAdmin, registerUser, walletsOf } from './users.ts';

export const OP_KINDS = [
  'deposit',
  'exchange',
  'send',
  'receive',
  'invest',
  'withdraw',
  'review',
  'adjust',
  'referral',
] as const;
export type Op = { kind: (typeof OP_KINDS)[number]; cents: number; gapMinutes: number; flag: boolean };

/** Balances (cents) of the subject's wallets as GET /api/wallet/wallets reports them at an instant. */
export type Snapshot = { at: Date; main: number; profit: number };

export type World = {
  ctx: TestContext;
  admin: string;
  /** The investor whose statements are checked; `peer` sends to and receives from them, and was referred by them. */
  subject: Funded;
  peer: Funded;
  schemaId: string;
  depositMethodId: string;
  accountId: string;
  pending: string[];
  now: Date;
  /** One per month start the timeline crossed: the balances at that instant. */
  snapshots: Snapshot[];
  acks: Record<string, number>;
};

const amount = (cents: number) => cents / 100;
const key = () => ({ 'Idempotency-Key': randomUUID() });

export async function newWorld(ctx: TestContext, start: string): Promise<World> {
  setClock(ctx, start);
  const admin = (await loginAdmin(ctx.app)).token;
  const subject = await fundedUser(ctx.app, admin, 800, 300);
  const [{ code } = { code: '' }] = await queryRows<{ code: string }>(
    ctx.deps.db,
    sql`SELECT referral_code AS code FROM users WHERE id = ${subject.user.id}`,
  );
  // The peer signs up with the subject's referral code, so the peer's deposits pay the subject commissions.
  const peerSession = await registerUser(ctx.app, { referralCode: code });
  await creditUser(ctx.app, admin, peerSession.user.id, 900);
  const peerWallets = await walletsOf(ctx.app, peerSession.token);
  const peerWallet = (type: string) => {
    const found = peerWallets.find((x) => x.type === type);
    if (!found) throw new Error(`peer has no ${type} wallet`);
    return found;
  };
  const peer: Funded = { ...peerSession, main: peerWallet('main'), profit: peerWallet('profit') };
  const schema = await createSchema(ctx.app, admin, {
    intervalHours: 24 * 3,
    periods: 4,
    returnValue: 1.5,
    minAmount: 10,
    maxAmount: 900,
  });
  const method = await methodNamed(await depositMethods(ctx.app, subject.token), 'USDT (TRC20)');
  const account = await usdtAccount(ctx.app, subject.token);
  return {
    ctx,
    admin,
    subject,
    peer,
    schemaId: schema.id,
    depositMethodId: method.id,
    accountId: account.id,
    pending: [],
    now: new Date(start),
    snapshots: [],
    acks: {},
  };
}

const nextMonthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

async function snapshot(w: World, at: Date): Promise<Snapshot> {
  const wallets = await walletsOf(w.ctx.app, w.subject.token);
  const cents = (type: string) => Math.round((wallets.find((x) => x.type === type)?.balance ?? 0) * 100);
  return { at, main: cents('main'), profit: cents('profit') };
}

/**
 * Moves the clock to `to`. At every month start on the way it pays the profit due before that
 * instant (the engine dates each payment at its schedule) and records the subject's balances,
 * so the snapshot is the wallet's balance at exactly that boundary.
 */
export async function advance(w: World, to: Date): Promise<void> {
  for (let b = nextMonthStart(w.now); b <= to; b = nextMonthStart(b)) {
    const justBefore = new Date(b.getTime() - 1);
    setClock(w.ctx, justBefore);
    await distributeProfits(w.ctx.deps, justBefore);
    w.snapshots.push(await snapshot(w, b));
  }
  setClock(w.ctx, to);
  w.now = to;
  await distributeProfits(w.ctx.deps, to);
}

async function deposit(w: World, who: Funded, cents: number, approve: boolean): Promise<number> {
  const dep = await createDeposit(w.ctx.app, who.token, w.depositMethodId, amount(Math.max(cents, 1000)).toFixed(2));
  const path = `/api/admin/deposits/${dep.id}/${approve ? 'approve' : 'reject'}`;
  return (
    await call(w.ctx.app, 'POST', path, { token: w.admin, body: approve ? undefined : { reason: 'No funds arrived' } })
  ).status;
}

/** One operation through the HTTP API; refusals (422: not enough money, limits) are part of the mix. */
export async function runOp(w: World, op: Op): Promise<number> {
  const { app } = w.ctx;
  const s = w.subject;
  const money = { 'Idempotency-Key': randomUUID() };
  switch (op.kind) {
    case 'deposit':
      return deposit(w, s, op.cents, op.flag);
    case 'referral':
      // The peer was referred by the subject: an approved deposit pays the subject a commission.
      return deposit(w, w.peer, op.cents, true);
    case 'exchange': {
      const [from, to] = op.flag ? [s.main, s.profit] : [s.profit, s.main];
      return (
        await call(app, 'POST', '/api/wallet/wallet-exchange-now', {
          token: s.token,
          headers: money,
          body: { from_wallet_id: from.id, to_wallet_id: to.id, amount: amount(op.cents) },
        })
      ).status;
    }
    case 'send':
      // The clock moves over months: the step-up a send to the peer may ask for has run out meanwhile.
      await ensureSteppedUp(app, s.token, s.password);
      return (
        await call(app, 'POST', '/api/send-money-now', {
          token: s.token,
          headers: money,
          body: { sender_wallet_id: s.main.id, recipient_email: w.peer.user.email, amount: amount(op.cents) },
        })
      ).status;
    case 'receive':
      await ensureSteppedUp(app, w.peer.token, w.peer.password);
      return (
        await call(app, 'POST', '/api/send-money-now', {
          token: w.peer.token,
          headers: money,
          body: { sender_wallet_id: w.peer.main.id, recipient_email: s.user.email, amount: amount(op.cents) },
        })
      ).status;
    case 'invest':
      return (
        await call(app, 'POST', '/api/investments', {
          token: s.token,
          headers: money,
          body: {
            schema_id: w.schemaId,
            amount: amount(Math.max(op.cents, 1000)),
            wallet_type: op.flag ? 'main' : 'profit',
          },
        })
      ).status;
    case 'withdraw': {
      const res = await call<{ withdrawal?: { id: string } }>(app, 'POST', '/api/withdrawals', {
        token: s.token,
        headers: money,
        body: { account_id: w.accountId, amount: amount(Math.max(op.cents, 2000)) },
      });
      if (res.body.withdrawal) w.pending.push(res.body.withdrawal.id);
      return res.status;
    }
    case 'review': {
      const id = w.pending.shift();
      if (!id) return 204;
      const path = `/api/admin/withdrawals/${id}/${op.flag ? 'approve' : 'reject'}`;
      return (
        await call(app, 'POST', path, {
          token: w.admin,
          headers: key(),
          body: op.flag ? {} : { reason: 'Details do not match' },
        })
      ).status;
    }
    case 'adjust': {
      const wallet = op.cents % 2 === 0 ? 'main' : 'profit';
      return (
        await call(app, 'POST', `/api/admin/users/${s.user.id}/balance`, {
          token: w.admin,
          headers: key(),
          body: {
            wallet_type: wallet,
            amount: amount(op.cents),
            type: op.flag ? 'add' : 'subtract',
            reason: 'correction',
          },
        })
      ).status;
    }
  }
}
