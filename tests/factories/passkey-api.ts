import type { App } from '../../server/app.ts';
import type { AuthenticationOptions, Passkey, RegistrationOptions } from '../../src/contract/passkeys.ts';
import { call } from '../setup/http.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';
import type { ErrorBody } from '../setup/types.ts';
import { createPasskey, type SoftPasskey } from './passkeys.ts';
import type { Session } from './users.ts';

/** The server tests' APP_URL is http://app.test: its origin and host are the relying party's. */
export const RP = { origin: 'http://app.test', rpId: 'app.test' };

/** The passkey endpoints as a test calls them; anything but the expected success throws with the body. */
export function passkeyApi(app: App) {
  const ok = <T>(res: { status: number; body: T }, status = 200): T => {
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  // Adding a passkey needs a step-up: the factory password's, unless the test stepped up itself (with a code).
  const registrationOptions = async (token: string) => {
    await ensureSteppedUp(app, token);
    return ok(await call<RegistrationOptions>(app, 'POST', '/api/passkeys/registration-options', { token }));
  };

  /** A new software passkey registered for the token's account. */
  async function addPasskey(token: string, name = 'My phone'): Promise<{ passkey: SoftPasskey; row: Passkey }> {
    const { passkey, response } = createPasskey(await registrationOptions(token), RP);
    return {
      passkey,
      row: ok(await call<Passkey>(app, 'POST', '/api/passkeys', { token, body: { name, response } }), 201),
    };
  }

  return {
    registrationOptions,
    addPasskey,
    challenge: async () => ok(await call<AuthenticationOptions>(app, 'POST', '/api/passkeys/authentication-options')),
    signIn: (response: unknown) =>
      call<Session & ErrorBody>(app, 'POST', '/api/passkeys/sign-in', { body: { response } }),
    list: (token: string) => call<Passkey[]>(app, 'GET', '/api/passkeys', { token }),
  };
}
