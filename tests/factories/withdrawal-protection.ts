import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client.ts';
import type { Settings } from '../../src/contract/settings.ts';
import type { WithdrawalProtection } from '../../src/contract/withdrawal-protection.ts';
import { adminSignIn } from '../setup/admin-totp.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import type { TestContext } from '../setup/test-app.ts';

export const HOUR = 3_600_000;

/** Changes settings as an admin does (PUT /api/admin/settings); throws on a refusal. */
export async function putSettings(ctx: TestContext, adminToken: string, patch: Partial<Settings>): Promise<void> {
  let res = await call<{ code?: string }>(ctx.app, 'PUT', '/api/admin/settings', { token: adminToken, body: patch });
  if (res.body.code === 'STEP_UP_REQUIRED') {
    // The seeded admin's step-up ran out as the test's clock moved on: they confirm again (admin-control.ts).
    const { password, totp } = await adminSignIn();
    await stepUp(ctx.app, adminToken, password, totp);
    res = await call(ctx.app, 'PUT', '/api/admin/settings', { token: adminToken, body: patch });
  }
  if (res.status !== 200) throw new Error(`settings failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Moves the app's clock on. */
export const passHours = (ctx: TestContext, hours: number): void => {
  ctx.clock.offsetMs += hours * HOUR;
};

export async function protectionOf(ctx: TestContext, token: string): Promise<WithdrawalProtection> {
  const res = await call<WithdrawalProtection>(ctx.app, 'GET', '/api/withdrawal-protection', { token });
  if (res.status !== 200) throw new Error(`protection failed: ${res.status}`);
  return res.body;
}

/** The user's in-app notifications, oldest first. */
export async function noticesOf(ctx: TestContext, userId: string): Promise<string[]> {
  const rows = await queryRows<{ message: string }>(
    ctx.deps.db,
    sql`SELECT message FROM notifications WHERE user_id = ${userId} ORDER BY created_at, id`,
  );
  return rows.map((r) => r.message);
}

/** Audit actions of an actor, oldest first. */
export async function auditActions(
  ctx: TestContext,
  actorId: string,
): Promise<Array<{ action: string; after: Record<string, unknown> | null }>> {
  return queryRows(ctx.deps.db, sql`SELECT action, after FROM audit_log WHERE actor_id = ${actorId} ORDER BY id`);
}
