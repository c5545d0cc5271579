import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { forbidden } from '../../lib/errors.ts';

export type SwitchedAction = 'deposit' | 'withdraw' | 'send_money';

const MESSAGES: Record<SwitchedAction, string> = {
  deposit: 'Deposits are disabled for your account. Please contact support.',
  withdraw: 'Withdrawals are disabled for your account. Please contact support.',
  send_money: 'Sending money is disabled for your account. Please contact support.',
};

/**
 * Refuses (403) a money movement an admin has switched off for this user. Call it at the start
 * of the operation, and again inside its transaction if the switch must not race the action.
 */
export async function assertUserAllowed(q: Queryable, userId: string, action: SwitchedAction): Promise<void> {
  const [row] = await q
    .select({ canDeposit: users.canDeposit, canWithdraw: users.canWithdraw, canSendMoney: users.canSendMoney })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return;
  const allowed = action === 'deposit' ? row.canDeposit : action === 'withdraw' ? row.canWithdraw : row.canSendMoney;
  if (!allowed) throw forbidden(MESSAGES[action]);
}
