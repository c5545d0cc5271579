import { sql } from 'drizzle-orm';
import { SEND_NO_CODE_DEFAULT_CENTS } from '../../../src/contract/step-up.ts';
import { queryRows, type Queryable } from '../../db/client.ts';

/** The user's no-code amount: what they chose, never above the product default (null: the default). */
export const noCodeCents = (stored: number | null | undefined): number => Math.min(stored ?? SEND_NO_CODE_DEFAULT_CENTS, SEND_NO_CODE_DEFAULT_CENTS);

/**
 * Whether sending `amountCents` to `recipientId` will ask for the second factor: two-factor on,
 * and the recipient was never paid before or the day's sends with this one pass the no-code
 * amount. The same rule send_money_request() applies under the wallet lock (migration 0022);
 * this read is for the preview only, so the client can ask before it sends.
 */
export async function sendNeedsFactor(q: Queryable, userId: string, recipientId: string, amountCents: number, sentTodayCents: number): Promise<boolean> {
  const [row] = await queryRows<{ two_factor: boolean; paid_before: boolean; no_code: unknown }>(
    q,
    sql`SELECT EXISTS (SELECT 1 FROM two_factor f WHERE f.user_id = ${userId} AND f.enabled_at IS NOT NULL) AS two_factor,
        EXISTS (SELECT 1 FROM transfers tr WHERE tr.sender_user_id = ${userId} AND tr.recipient_user_id = ${recipientId}) AS paid_before,
        (SELECT u.send_no_code_cents FROM users u WHERE u.id = ${userId}) AS no_code`,
  );
  if (!row?.two_factor) return false;
  const limit = noCodeCents(row.no_code === null || row.no_code === undefined ? null : Number(row.no_code));
  return !row.paid_before || sentTodayCents + amountCents > limit;
}
