import { call, type Target } from './http.ts';

/**
 * Confirms it is the owner for this session (POST /api/step-up) so the security changes that need a
 * fresh step-up (passkeys, two-factor off, recovery codes, password, payout accounts) go through.
 * `totp`: the code (or a recovery code) when the user has two-factor on.
 */
export async function stepUp(app: Target, token: string, password: string, totp?: string): Promise<void> {
  const res = await call(app, 'POST', '/api/step-up', {
    token,
    body: totp === undefined ? { password } : { password, totp },
  });
  if (res.status !== 200) throw new Error(`step-up failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** The password the user factories register with (tests/factories/users.ts). */
export const FACTORY_PASSWORD = 'correct horse battery';

/** Steps up unless this session already has a live step-up (a test that stepped up with a code keeps it). */
export async function ensureSteppedUp(app: Target, token: string, password = FACTORY_PASSWORD): Promise<void> {
  const status = await call<{ until: string | null }>(app, 'GET', '/api/step-up', { token });
  if (status.status === 200 && status.body.until) return;
  await stepUp(app, token, password);
}
