import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PasskeyAssertion } from '../../../src/contract/passkey-assertion.ts';
import type { Deps } from '../../lib/context.ts';
import { findTwoFactor, requireTotp, type SecondFactor } from '../two-factor/two-factor.check.ts';
import type { RecoveryUse } from '../two-factor/two-factor.recovery.ts';
import { acceptAssertion, passkeyInvalid } from './passkeys.assertion.ts';

export type GivenFactor = { totp?: string | undefined; passkey?: PasskeyAssertion | undefined };
export type AcceptedFactor = SecondFactor | { via: 'passkey' };

/**
 * The gate where a TOTP code is asked (login 401, withdrawal 403): one of the user's own passkeys
 * may answer instead of the code. Nothing is asked when two-factor is off; with neither a code nor
 * a passkey the answer stays TOTP_REQUIRED (the client then offers both); a passkey that does not
 * verify is PASSKEY_INVALID naming `passkey`. A passkey is something the user has, unlocked by
 * something they know or are, so it is at least as strong as the code it replaces.
 */
export async function requireSecondFactor(
  deps: Deps,
  userId: string,
  given: GivenFactor,
  status: ContentfulStatusCode,
  use?: RecoveryUse,
): Promise<AcceptedFactor> {
  if (given.passkey) {
    const row = await findTwoFactor(deps.db, userId);
    if (!row?.enabledAt) return { via: 'none' };
    await acceptAssertion(deps, given.passkey, { userId, fail: () => passkeyInvalid(status, 'passkey') });
    return { via: 'passkey' };
  }
  return requireTotp(deps.db, deps.env.jwtSecret, userId, given.totp, deps.now(), status, use);
}
