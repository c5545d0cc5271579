import { generate } from 'otplib';
import type { TwoFactorSetup } from '../../src/contract/two-factor.ts';
import { ADMIN } from './admin-account.ts';
import { postJson } from './http.ts';

/**
 * Turns two-factor on for a freshly signed-in admin of a running server, through the real API, as
 * an admin's first sign-in does when ADMIN_TWO_FACTOR is required; the same token then reaches
 * the admin routes. Answers the secret, for codes at later sign-ins.
 */
export async function enrolAdminTwoFactor(baseUrl: string, token: string, password = ADMIN.password): Promise<string> {
  // The sign-in is no step-up; binding an authenticator needs one (server/modules/two-factor).
  await postJson(baseUrl, '/api/step-up', { password }, token);
  const setup = await postJson<TwoFactorSetup>(baseUrl, '/api/two-factor/setup', {}, token);
  await postJson(baseUrl, '/api/two-factor/enable', { code: await generate({ secret: setup.secret }) }, token);
  return setup.secret;
}
