import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { SEND_NO_CODE_DEFAULT_CENTS, sendNoCodeRequestSchema, type SendNoCode } from '../../../src/contract/step-up.ts';
import { users } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { assertSteppedUp } from '../step-up/step-up.service.ts';

/**
 * The user's no-code amount: what they chose, never above the product default (null: the default).
 * send_money_request() reads it the same way under the wallet lock (server/db/functions).
 */
const noCodeCents = (stored: number | null | undefined): number =>
  Math.min(stored ?? SEND_NO_CODE_DEFAULT_CENTS, SEND_NO_CODE_DEFAULT_CENTS);

async function current(deps: Deps, userId: string): Promise<number> {
  const [row] = await deps.db.select({ cents: users.sendNoCodeCents }).from(users).where(eq(users.id, userId)).limit(1);
  return noCodeCents(row?.cents);
}

const view = (cents: number): SendNoCode => ({
  amount: centsToNumber(cents),
  max: centsToNumber(SEND_NO_CODE_DEFAULT_CENTS),
  currency: 'USD',
});

/**
 * Mounted at /api/security, for investors: how much a day may be sent to people already paid
 * without the code (two-factor on). Lowering it is always allowed; raising it back loosens a
 * protection, so it needs this session's step-up, as other security changes do.
 */
export function sendNoCodeRoutes(deps: Deps, guards: AuthGuards) {
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/send-without-code', ...asUser, async (c) => c.json(view(await current(deps, c.get('user').id))))
    .put('/send-without-code', ...asUser, async (c) => {
      const userId = c.get('user').id;
      const cents = Math.round((await jsonBody(c, sendNoCodeRequestSchema)).amount * 100);
      const before = await current(deps, userId);
      if (cents > before) await assertSteppedUp(deps, userId, c.get('sessionId'));
      const at = deps.now();
      await deps.db.transaction(async (tx) => {
        await tx.update(users).set({ sendNoCodeCents: cents, updatedAt: at }).where(eq(users.id, userId));
        await audit(
          tx,
          {
            actorId: userId,
            action: 'security.send_no_code',
            targetType: 'user',
            targetId: userId,
            before: { cents: before },
            after: { cents },
          },
          at,
        );
      });
      return c.json(view(cents));
    });
}
