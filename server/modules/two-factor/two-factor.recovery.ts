import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { canonicalRecoveryCode, RECOVERY_CODE_ALPHABET } from '../../../src/contract/two-factor.ts';
import type { Queryable } from '../../db/client.ts';
import { twoFactor, twoFactorRecoveryCodes } from '../../db/schema-two-factor.ts';
import { audit } from '../../lib/audit.ts';
import { hashToken } from '../../lib/secrets.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { startSecurityHold } from '../security-holds/security-holds.service.ts';

export const RECOVERY_CODE_COUNT = 10;

/** What a recovery code was spent on: the audit entry and the user's notification say it. */
export type RecoveryUse = 'sign-in' | 'withdrawal' | 'send-money' | 'step-up' | 'disable' | 'new-codes';

/** Turning two-factor off and making new codes send their own notification; these two say it here. */
const TOLD: ReadonlySet<RecoveryUse> = new Set(['sign-in', 'withdrawal', 'send-money', 'step-up']);

/** 8 symbols of 32 from the OS CSPRNG (40 bits), shown as `xxxx-xxxx`. */
function newCode(): string {
  let s = '';
  for (let i = 0; i < 8; i += 1) s += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${s.slice(0, 4)}-${s.slice(4)}`;
}

/** Salted with the user id, so equal codes of two users never share a hash. */
const hashCode = (userId: string, canonical: string) => hashToken(`${userId}:${canonical}`);

/**
 * Replaces the user's codes with a fresh set (the old ones stop working) and returns it in plain
 * text, once. The two_factor row is locked first: two replacements at once would otherwise each
 * delete only the rows they can see and leave both new sets working.
 */
export async function replaceRecoveryCodes(q: Queryable, userId: string, at: Date): Promise<string[]> {
  await q.select({ userId: twoFactor.userId }).from(twoFactor).where(eq(twoFactor.userId, userId)).for('update');
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await q.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await q
    .insert(twoFactorRecoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: hashCode(userId, code), createdAt: at })));
  return [...codes];
}

export async function countRecoveryCodes(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Spends `code` once, or answers undefined: the guarded UPDATE marks it used only while it is
 * unused, so of two requests racing with one code the second finds nothing to update. A spent
 * code is audited and, for sign-in and withdrawals, told to the user with the count left.
 * Call inside the transaction of the action the code protects. Answers the codes left.
 */
export async function spendRecoveryCode(
  q: Queryable,
  userId: string,
  code: string,
  use: RecoveryUse,
  at: Date,
): Promise<number | undefined> {
  const canonical = canonicalRecoveryCode(code);
  if (!canonical) return undefined;
  const [spent] = await q
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashCode(userId, canonical)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ userId: twoFactorRecoveryCodes.userId });
  if (!spent) return undefined;
  const left = await countRecoveryCodes(q, userId);
  await audit(
    q,
    {
      actorId: userId,
      action: 'two_factor.recovery_code_use',
      targetType: 'user',
      targetId: userId,
      after: { use, left },
    },
    at,
  );
  if (TOLD.has(use)) {
    // The catalogs' select keys (ICU keys take no hyphen): sign_in, withdrawal, send_money, step_up.
    const told = use.replace('-', '_');
    await notify(
      q,
      {
        userId,
        notice: { name: 'recovery_code_used', values: { use: told, left, advice: left <= 3 ? 'yes' : 'no' } },
        link: '/user/settings',
        event: 'recovery_code_used',
      },
      at,
    );
    // By mail too: whoever holds the password and a code may not be the owner reading the app.
    await mailUser(q, userId, 'recovery_code_used', { left, use: told }, at);
  }
  // A recovery code stands in for a lost phone, or for a thief without it: withdrawals pause. Turning
  // two-factor off starts its own hold. The withdrawal a code confirms still goes (checked before it
  // was spent, to an account out of its cooling-off); the payout check ignores holds older than it.
  if (use !== 'disable') await startSecurityHold(q, userId, 'recovery_code_used', at);
  return left;
}
