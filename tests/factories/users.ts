import { randomBytes } from 'node:crypto';
import type { App } from '../../server/app.ts';
import type { User, Wallet } from '../setup/types.ts';
import { adminSignIn } from '../setup/admin-totp.ts';
import { call } from '../setup/http.ts';

export type Session = { token: string; user: User };

let counter = 0;

export function newUserInput(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    email: `user${tag}@example.com`,
    password: 'correct horse battery',
    username: `user${tag}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    ...overrides,
  };
}

export async function registerUser(
  app: App,
  overrides: Record<string, string> = {},
): Promise<Session & { password: string }> {
  const input = newUserInput(overrides);
  const res = await call<Session>(app, 'POST', '/api/auth/register', { body: input });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...res.body, password: input.password };
}

/**
 * The seeded admin's sign-in; with ADMIN_TWO_FACTOR required (TEST_ADMIN_TWO_FACTOR), with a fresh
 * code. The session then steps up (password and a fresh code), as an operator does before changing
 * staff, settings or methods or approving; `stepUp: false` keeps a bare session (a stolen token).
 */
export async function loginAdmin(app: App, opts: { stepUp?: boolean } = {}): Promise<Session> {
  const res = await call<Session>(app, 'POST', '/api/auth/login', { body: await adminSignIn() });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (opts.stepUp !== false) {
    const { password, totp } = await adminSignIn();
    const step = await call(app, 'POST', '/api/step-up', {
      token: res.body.token,
      body: totp === undefined ? { password } : { password, totp },
    });
    if (step.status !== 200) throw new Error(`admin step-up failed: ${step.status} ${JSON.stringify(step.body)}`);
  }
  return res.body;
}

export async function walletsOf(app: App, token: string): Promise<Wallet[]> {
  const res = await call<Wallet[]>(app, 'GET', '/api/wallet/wallets', { token });
  if (res.status !== 200) throw new Error(`wallets failed: ${res.status}`);
  return res.body;
}
