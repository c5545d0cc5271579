import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PasskeyAssertion } from '../../../src/contract/passkey-assertion.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { challengeOf, verifyAssertionSignature } from './passkeys.ceremony.ts';
import { relyingParty } from './passkeys.relying-party.ts';
import { consumeChallenge, findPasskey, recordUse, type PasskeyRow } from './passkeys.repo.ts';

export const PASSKEY_INVALID_MESSAGE = 'That passkey could not be verified. Try again, or use another way to confirm.';

export const passkeyInvalid = (status: ContentfulStatusCode, field?: string) =>
  new AppError(status, 'PASSKEY_INVALID', PASSKEY_INVALID_MESSAGE, field ? { [field]: 'is not valid' } : undefined);

type AcceptOptions = {
  /** Only this user's passkeys count (a second factor, a removal); unset for sign-in, where the passkey names its user. */
  userId?: string;
  fail: () => AppError;
  /** Runs once the passkey's row is known, before the signature is checked (sign-in counts the account's attempts here). */
  onIdentified?: (row: PasskeyRow) => Promise<void>;
};

/**
 * Accepts an assertion once, or throws `fail()`. The challenge it signed must be one this server
 * handed out, unexpired, and is spent first (so even a failed try cannot be repeated with it);
 * then the passkey must exist (and be the user's), its user handle must match, the library must
 * verify the signature, origin, RP id and user verification, and the counter must move forward.
 * Every refusal looks the same, so an answer does not tell whose passkey an id is.
 */
export async function acceptAssertion(
  deps: Deps,
  assertion: PasskeyAssertion,
  opts: AcceptOptions,
): Promise<PasskeyRow> {
  const at = deps.now();
  const challenge = challengeOf(assertion.response.clientDataJSON);
  if (!challenge || !(await consumeChallenge(deps.db, challenge, 'authentication', null, at))) throw opts.fail();
  const row = await findPasskey(deps.db, assertion.id);
  if (!row || (opts.userId !== undefined && row.userId !== opts.userId)) throw opts.fail();
  const handle = assertion.response.userHandle;
  if (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== row.userId) throw opts.fail();
  await opts.onIdentified?.(row);
  const counter = await verifyAssertionSignature(relyingParty(deps.env), assertion, challenge, row);
  if (counter === undefined || !(await recordUse(deps.db, row.id, counter, at))) throw opts.fail();
  return row;
}
