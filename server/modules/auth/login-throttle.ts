import type { Deps } from '../../lib/context.ts';
import {
  LOGIN_ACCOUNT_RULE,
  LOGIN_ADDRESS_RULE,
  lockedError,
  lockedUntil,
  recordFailure,
} from '../../lib/secret-throttle.ts';

export const LOGIN_LOCKED_MESSAGE = 'Too many login attempts. Please try again in 15 minutes.';

/** Who a sign-in attempt is counted against: the address, and the account (by id once known, else the text typed). */
export type LoginParty = { ip: string; userId?: string | undefined; typed: string };

const keysOf = (p: LoginParty) => ({
  ip: `login:ip:${p.ip}`,
  account: p.userId ? `login:user:${p.userId}` : `login:typed:${p.typed}`,
});

/**
 * Sign-in throttling (password and passkey): 10 failures per account and 30 per address within 15
 * minutes lock that account or address for 15 minutes (429 RATE_LIMITED with Retry-After), the
 * right password included. The account is the one the e-mail or username names, so the two count
 * together; successful sign-ins never count. A refusal is logged (`login throttled`).
 */
export async function openLoginThrottle(
  deps: Pick<Deps, 'db' | 'now' | 'log'>,
  party: LoginParty,
): Promise<{ failed: () => Promise<void> }> {
  const keys = keysOf(party);
  const at = deps.now();
  for (const [scope, key] of [
    ['ip', keys.ip],
    ['account', keys.account],
  ] as const) {
    const until = await lockedUntil(deps.db, key, at);
    if (until) {
      deps.log.warn('login throttled', { scope, ip: party.ip, account: party.typed });
      throw lockedError('RATE_LIMITED', LOGIN_LOCKED_MESSAGE, until, at);
    }
  }
  return {
    failed: async () => {
      const now = deps.now();
      await recordFailure(deps.db, keys.ip, LOGIN_ADDRESS_RULE, now);
      await recordFailure(deps.db, keys.account, LOGIN_ACCOUNT_RULE, now);
    },
  };
}
