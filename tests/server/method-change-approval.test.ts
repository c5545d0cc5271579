import { randomUUID } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../server/db/schema.ts';
import type { ApprovalResult, SentForApproval } from '../../src/contract/approvals.ts';
import type { DepositMethod } from '../../src/contract/deposits.ts';
import type { WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { OPERATOR_XPUB } from '../factories/evm-node.ts';
import { createEvmMethod, evmMethodBody } from '../factories/onchain.ts';
import { staffSession } from '../factories/staff.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { lastMailTo } from '../setup/outbox.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * A deposit or withdrawal method's change that loosens a protection (a new key, RPC or token, a
 * higher maximum, a new automatic method) waits for a second admin when one may approve, and tells
 * every other admin; it never shows a key or an RPC URL's path in words.
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase({ productDefaults: true });
});

// Nothing listens on port 9 here: the probe fails at once and only sets a warning on the method.
const OLD_RPC = 'http://127.0.0.1:9/';
const NEW_RPC = 'http://127.0.0.1:9/v3/secret-api-key-0123456789';
const OTHER_XPUB = HDKey.fromMasterSeed(new Uint8Array(32).fill(42)).derive("m/44'/60'/1'").publicExtendedKey;
type Answer = SentForApproval & { data: null } & ErrorBody;

const putMethod = (token: string, id: string, body: Record<string, unknown>) =>
  call<Answer & DepositMethod>(ctx.app, 'PUT', `/api/admin/deposit-methods/${id}`, { token, body });
const methodNow = async (token: string, id: string) =>
  (await call<DepositMethod[]>(ctx.app, 'GET', '/api/admin/deposit-methods', { token })).body.find((m) => m.id === id);
const approve = (token: string, id: string) =>
  call<ApprovalResult & ErrorBody>(ctx.app, 'POST', `/api/admin/approvals/${id}/approve`, {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
  });
const pendingCount = async (token: string) =>
  (await call<{ pending: number }>(ctx.app, 'GET', '/api/admin/approvals?status=pending', { token })).body.pending;
const noticesOf = async (userId: string) =>
  (await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.message);

describe('a deposit method change that loosens a protection', () => {
  it('waits for a different admin, tells the others in the app and by mail, shows no key or RPC path, and applies on approval', async () => {
    const owner = await loginAdmin(ctx.app);
    const method = await createEvmMethod(ctx.app, owner.token, { rpcUrl: OLD_RPC });
    const other = await staffSession(ctx, 'owner', owner.token);
    const body = { ...evmMethodBody({ rpcUrl: NEW_RPC }), xpub: OTHER_XPUB, max_amount: 500_000 };
    const sent = await putMethod(owner.token, method.id, body);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toMatch(/^Sent for approval: /);
    expect(sent.body.approval).toMatchObject({ kind: 'method_change', status: 'pending', amount: 0 });
    const summary = sent.body.approval.summary;
    expect(summary).toContain('largest deposit from 100,000.00 USDT to 500,000.00 USDT');
    expect(summary).toMatch(/key from key [0-9a-f]{8} to key [0-9a-f]{8}/);
    expect(summary).toContain('RPC endpoint from 127.0.0.1:9 to 127.0.0.1:9 (another path)');
    // Nothing changed yet.
    expect(await methodNow(owner.token, method.id)).toMatchObject({
      max: 100_000,
      evm: { xpub: OPERATOR_XPUB, rpcUrl: OLD_RPC },
    });
    expect(await noticesOf(other.user.id)).toEqual(
      expect.arrayContaining([expect.stringContaining('asked to loosen: USDT on test chain: largest deposit')]),
    );
    expect((await lastMailTo(ctx, other.user.email, 'admin_protection_loosened'))?.text).toContain('largest deposit');
    // Neither the answer, the other admin's notice and mail, nor any audit row names the key or the RPC path.
    const audits = await ctx.deps.db.select().from(auditLog).where(like(auditLog.action, 'approval.%'));
    const told = [
      JSON.stringify(sent.body),
      JSON.stringify(audits),
      ...(await noticesOf(other.user.id)),
      (await lastMailTo(ctx, other.user.email, 'admin_protection_loosened'))?.text ?? '',
    ];
    for (const text of told) {
      expect(text).not.toContain(OTHER_XPUB);
      expect(text).not.toContain(OPERATOR_XPUB);
      expect(text).not.toContain('secret-api-key');
    }
    expect((await approve(owner.token, sent.body.approval.id)).body.code).toBe('OWN_APPROVAL_REQUEST');
    expect(await methodNow(owner.token, method.id)).toMatchObject({ max: 100_000 });
    const approved = await approve(other.token, sent.body.approval.id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await methodNow(owner.token, method.id)).toMatchObject({
      max: 500_000,
      evm: { xpub: OTHER_XPUB, rpcUrl: NEW_RPC },
    });
    expect(await pendingCount(owner.token)).toBe(0);
  });

  it('applies a name change and a lower maximum at once, though another admin could approve', async () => {
    const owner = await loginAdmin(ctx.app);
    const method = await createEvmMethod(ctx.app, owner.token, { rpcUrl: OLD_RPC });
    await staffSession(ctx, 'owner', owner.token);
    const res = await putMethod(owner.token, method.id, {
      ...evmMethodBody({ rpcUrl: OLD_RPC, name: 'Tether on the test chain' }),
      max_amount: 50_000,
    });
    expect(res.status).toBe(200);
    expect(res.body.approval).toBeUndefined();
    expect(await methodNow(owner.token, method.id)).toMatchObject({ name: 'Tether on the test chain', max: 50_000 });
    expect(await pendingCount(owner.token)).toBe(0);
  });

  it('holds a raised maximum alone, and a lowered minimum', async () => {
    const owner = await loginAdmin(ctx.app);
    const method = await createEvmMethod(ctx.app, owner.token, { rpcUrl: OLD_RPC });
    await staffSession(ctx, 'owner', owner.token);
    const higher = await putMethod(owner.token, method.id, {
      ...evmMethodBody({ rpcUrl: OLD_RPC }),
      max_amount: 100_001,
    });
    expect(higher.body.approval?.summary).toBe(
      'Change deposit method: USDT on test chain: largest deposit from 100,000.00 USDT to 100,001.00 USDT',
    );
    const lower = await putMethod(owner.token, method.id, { ...evmMethodBody({ rpcUrl: OLD_RPC, min: 5 }) });
    expect(lower.body.approval?.summary).toBe(
      'Change deposit method: USDT on test chain: smallest deposit from 10.00 USDT to 5.00 USDT',
    );
    expect(await methodNow(owner.token, method.id)).toMatchObject({ min: 10, max: 100_000 });
  });

  it('applies at once when no other admin may approve, and nothing waits', async () => {
    const owner = await loginAdmin(ctx.app);
    const method = await createEvmMethod(ctx.app, owner.token, { rpcUrl: OLD_RPC });
    const res = await putMethod(owner.token, method.id, {
      ...evmMethodBody({ rpcUrl: NEW_RPC }),
      xpub: OTHER_XPUB,
      max_amount: 500_000,
    });
    expect(res.status).toBe(200);
    expect(res.body.approval).toBeUndefined();
    expect(await methodNow(owner.token, method.id)).toMatchObject({
      max: 500_000,
      evm: { xpub: OTHER_XPUB, rpcUrl: NEW_RPC },
    });
    expect(await pendingCount(owner.token)).toBe(0);
  });

  it('holds a new automatic deposit method until a different admin approves it', async () => {
    const owner = await loginAdmin(ctx.app);
    const other = await staffSession(ctx, 'owner', owner.token);
    const sent = await call<Answer>(ctx.app, 'POST', '/api/admin/deposit-methods', {
      token: owner.token,
      body: evmMethodBody({ rpcUrl: NEW_RPC }),
    });
    expect(sent.status).toBe(202);
    expect(sent.body.message).toMatch(/^Sent for approval: New automatic deposit method/);
    expect(sent.body.approval.summary).not.toContain('secret-api-key');
    const evmMethods = async () =>
      (await call<DepositMethod[]>(ctx.app, 'GET', '/api/admin/deposit-methods', { token: owner.token })).body.filter(
        (m) => m.kind === 'evm',
      );
    expect(await evmMethods()).toEqual([]);
    expect((await approve(other.token, sent.body.approval.id)).status).toBe(200);
    expect(await evmMethods()).toHaveLength(1);
  });
});

describe('a withdrawal method change that loosens a limit', () => {
  it('waits for a different admin when the maximum goes up', async () => {
    const owner = await loginAdmin(ctx.app);
    const other = await staffSession(ctx, 'owner', owner.token);
    const list = async () =>
      (await call<WithdrawalMethod[]>(ctx.app, 'GET', '/api/admin/withdrawal-methods', { token: owner.token })).body;
    const [method] = await list();
    if (!method) throw new Error('no seeded withdrawal method');
    const body = {
      name: method.name,
      currency: method.currency,
      min_amount: method.min,
      max_amount: method.max * 10,
      processing_time: '',
      fields: method.fields,
    };
    const sent = await call<Answer>(ctx.app, 'PUT', `/api/admin/withdrawal-methods/${method.id}`, {
      token: owner.token,
      body,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toMatch(/^Sent for approval: .*largest withdrawal/);
    expect((await list()).find((m) => m.id === method.id)?.max).toBe(method.max);
    expect((await approve(other.token, sent.body.approval.id)).status).toBe(200);
    expect((await list()).find((m) => m.id === method.id)?.max).toBe(method.max * 10);
  });
});
