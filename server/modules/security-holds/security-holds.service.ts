import { desc, eq } from 'drizzle-orm';
import { SECURITY_HOLD_TEXT, type SecurityHoldReason } from '../../../src/contract/security-hold-reasons.ts';
import { formatUtcDateTime } from '../../../src/contract/date-time.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { securityHolds } from '../../db/schema-security-holds.ts';
import { audit } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { getSettings } from '../settings/settings.service.ts';

export type { SecurityHoldReason } from '../../../src/contract/security-hold-reasons.ts';

export const WITHDRAW_LINK = '/user/withdraw';
const HOUR_MS = 3_600_000;

export type ActiveHold = { reason: SecurityHoldReason; startedAt: Date; until: Date };

/** The end of a period of `hours` that began at `from`. */
export const afterHours = (from: Date, hours: number): Date => new Date(from.getTime() + hours * HOUR_MS);

/**
 * Pauses the user's withdrawals for the cooling-off period after a security change. Call it
 * inside the transaction of the change (password, e-mail, two-factor, recovery code, passkey), so
 * a rolled-back change starts no hold. The user is told in the app and by security mail (always
 * sent), and the hold is audited. With the setting at 0 the change is still recorded, nothing
 * pauses and nothing is sent. Answers when the pause ends, or null.
 */
export async function startSecurityHold(
  q: Queryable,
  userId: string,
  reason: SecurityHoldReason,
  at: Date,
): Promise<Date | null> {
  // Only investors withdraw: an admin's password or two-factor set-up pauses nothing.
  const [who] = await q.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  if (who?.role !== 'user') return null;
  await q.insert(securityHolds).values({ userId, reason, startedAt: at });
  const { withdrawalCoolingOffHours: hours } = await getSettings(q);
  if (hours === 0) return null;
  const until = afterHours(at, hours);
  await notify(
    q,
    {
      userId,
      notice: { name: 'withdrawals_paused', values: { until: until.toISOString(), hold: reason } },
      link: WITHDRAW_LINK,
      event: 'withdrawals_paused',
    },
    at,
  );
  await mailUser(q, userId, 'withdrawals_paused', { hold: reason, until: until.toISOString() }, at);
  await audit(
    q,
    {
      actorId: userId,
      action: 'security_hold.start',
      targetType: 'user',
      targetId: userId,
      after: { reason, until: until.toISOString(), hours },
    },
    at,
  );
  return until;
}

/** The hold in force at `at` (from the latest security change and the current setting), or null. */
export async function activeHold(q: Queryable, userId: string, at: Date): Promise<ActiveHold | null> {
  const [[latest], settings] = await Promise.all([
    q
      .select()
      .from(securityHolds)
      .where(eq(securityHolds.userId, userId))
      .orderBy(desc(securityHolds.startedAt))
      .limit(1),
    getSettings(q),
  ]);
  if (!latest) return null;
  const until = afterHours(latest.startedAt, settings.withdrawalCoolingOffHours);
  return until > at ? { reason: latest.reason, startedAt: latest.startedAt, until } : null;
}

/** The refusal while a hold is in force: a stable code, the end in `errors.until` and in the message. */
export function pausedError(hold: ActiveHold, status: 403 | 409 = 403, paused = 'Withdrawals are'): AppError {
  return new AppError(
    status,
    'WITHDRAWALS_PAUSED',
    `${paused} paused until ${formatUtcDateTime(hold.until)} because ${SECURITY_HOLD_TEXT[hold.reason]}.`,
    {
      until: hold.until.toISOString(),
    },
  );
}

/** Refuses with WITHDRAWALS_PAUSED while a hold is in force (403 to the investor, 409 to an admin paying out). */
export async function assertWithdrawalsAllowed(
  q: Queryable,
  userId: string,
  at: Date,
  status: 403 | 409 = 403,
  paused?: string,
): Promise<void> {
  const hold = await activeHold(q, userId, at);
  if (hold) throw pausedError(hold, status, paused);
}
