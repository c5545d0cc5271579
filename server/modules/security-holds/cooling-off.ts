import { formatUtcDateTime } from '../../../src/contract/date-time.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.service.ts';
import { activeHold, afterHours, pausedError } from './security-holds.service.ts';

/**
 * When an account whose payout details were set at `changedAt` can receive money, or null when it
 * can now (null `changedAt`: the account predates the rule). Computed with the current setting.
 */
export function accountUsableFrom(changedAt: Date | null, hours: number, at: Date): Date | null {
  if (!changedAt) return null;
  const from = afterHours(changedAt, hours);
  return from > at ? from : null;
}

/** 422 to the investor asking (the request is refused up front), 409 to an admin paying out. */
export function coolingOffError(usableFrom: Date, status: 409 | 422): AppError {
  return new AppError(
    status,
    'WITHDRAWAL_ACCOUNT_COOLING_OFF',
    `This withdrawal account can receive money from ${formatUtcDateTime(usableFrom)}. New and edited accounts wait before money can be sent to them, so a stolen login cannot send your money elsewhere at once.`,
    // A whole sentence: the form shows it under the account field as it is.
    { account_id: `This account can receive money from ${formatUtcDateTime(usableFrom)}.` },
  );
}

type PayoutRow = { userId: string; createdAt: Date; accountChangedAt: Date | null };

/**
 * Payout-time check (inside the payout's transaction): the account the request copied must be out
 * of its cooling-off (an admin may have lengthened it since), and a security change made after the
 * request pauses its payout until the hold ends. A hold that began before the request was already
 * checked when it was made (or the request was confirmed with the recovery code that began it).
 */
export async function assertPayable(q: Queryable, row: PayoutRow, at: Date): Promise<void> {
  const { withdrawalCoolingOffHours: hours } = await getSettings(q);
  const usableFrom = accountUsableFrom(row.accountChangedAt, hours, at);
  if (usableFrom) throw coolingOffError(usableFrom, 409);
  const hold = await activeHold(q, row.userId, at);
  if (hold && hold.startedAt > row.createdAt) throw pausedError(hold, 409);
}
