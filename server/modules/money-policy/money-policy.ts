import type { Deps } from '../../lib/context.ts';
import type { AcceptedFactor, GivenFactor } from '../passkeys/passkeys.second-factor.ts';
import { accountUsableFrom, coolingOffError } from '../security-holds/cooling-off.ts';
import { assertWithdrawalsAllowed } from '../security-holds/security-holds.service.ts';
import { getSettings } from '../settings/settings.service.ts';
import { checkSecondFactor } from '../step-up/step-up.service.ts';

/** The ways money leaves an account; a new one is added here and goes through the same checks. */
export type MoneyExit = 'withdrawal' | 'send-money';

const PAUSED: Record<MoneyExit, string> = { withdrawal: 'Withdrawals are', 'send-money': 'Sending money is' };

export type Leaving = {
  exit: MoneyExit;
  /** The payout account the money goes to, when there is one: new and edited accounts cool off first. */
  account?: { detailsChangedAt: Date | null };
  /**
   * 'quote': a preview, nothing asked yet. 'required': the second factor is asked now when
   * two-factor is on (a withdrawal). Send money decides with the money, under its locks
   * (send_money_request(), server/db/functions), and verifies a given factor with verifyGivenFactor.
   */
  factor: 'quote' | 'required';
  given?: GivenFactor;
};

/**
 * THE policy for money leaving an account (docs/system-design.md, "Security model"; docs/security-step-up.md). In
 * order: the pause after a security change (403 WITHDRAWALS_PAUSED), the payout account's
 * cooling-off (422 WITHDRAWAL_ACCOUNT_COOLING_OFF), then the second factor when two-factor is on
 * (403 TOTP_REQUIRED / TOTP_INVALID / PASSKEY_INVALID), throttled per account (429
 * SECOND_FACTOR_LOCKED). Answers whether a second factor was verified for this request.
 */
export async function checkMoneyLeaving(
  deps: Deps,
  userId: string,
  leaving: Leaving,
): Promise<{ factor: AcceptedFactor | null }> {
  const at = deps.now();
  await assertWithdrawalsAllowed(deps.db, userId, at, 403, PAUSED[leaving.exit]);
  if (leaving.account) {
    const { withdrawalCoolingOffHours: hours } = await getSettings(deps.db);
    const usableFrom = accountUsableFrom(leaving.account.detailsChangedAt, hours, at);
    if (usableFrom) throw coolingOffError(usableFrom, 422);
  }
  if (leaving.factor === 'quote') return { factor: null };
  return { factor: await checkSecondFactor(deps, userId, leaving.given ?? {}, leaving.exit) };
}

/** Whether the request carries a code or a passkey to verify. */
export const factorGiven = (given: GivenFactor): boolean => Boolean(given.totp || given.passkey);

/**
 * A send's given code or passkey, verified and throttled as every second factor is (403
 * TOTP_INVALID / PASSKEY_INVALID, 429 SECOND_FACTOR_LOCKED). The pause after a security change was
 * checked before it, under the same key claim (send_money_request(), phase claim); whether a factor
 * was needed at all is decided under the wallet lock. True when a factor was actually checked
 * (two-factor on): what send_money_request() is told.
 */
export async function verifyGivenFactor(deps: Deps, userId: string, given: GivenFactor): Promise<boolean> {
  const factor = await checkSecondFactor(deps, userId, given, 'send-money');
  return factor.via !== 'none';
}
