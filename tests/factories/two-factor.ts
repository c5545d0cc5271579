import { generate } from 'otplib';
import type { App } from '../../server/app.ts';
import type { RecoveryCodesResponse, TwoFactorSetup } from '../../src/contract/two-factor.ts';
import { eq } from 'drizzle-orm';
import { userSessions } from '../../server/db/schema-sessions.ts';
import { call } from '../setup/http.ts';
import { FACTORY_PASSWORD, stepUp } from '../setup/step-up.ts';
import type { TestContext } from '../setup/test-app.ts';

/** The code an authenticator app shows for `secret` at the app's current time (deps.now()). */
export function codeAt(ctx: TestContext, secret: string, at: Date = ctx.deps.now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Moves the test clock on by one 30-second step, so a fresh code exists (each code works once).
 * The clock is shared by the test's context: never enrol two accounts side by side (Promise.all).
 */
export function nextStep(ctx: TestContext): void {
  ctx.clock.offsetMs += 30_000;
}

/**
 * Turns two-factor on for the token's account through the API (which needs this session's step-up,
 * so it steps up with `password` first); returns the secret and the recovery codes. A set-up step
 * for the test: a session that had no step-up before has none after, so the test starts from there.
 */
export async function enableTwoFactorWithCodes(
  ctx: TestContext,
  token: string,
  password = FACTORY_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const before = await call<{ until: string | null }>(ctx.app, 'GET', '/api/step-up', { token });
  if (!before.body.until) await stepUp(ctx.app, token, password);
  const setup = await call<TwoFactorSetup>(ctx.app, 'POST', '/api/two-factor/setup', { token });
  if (setup.status !== 200) throw new Error(`2fa setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const enable = await call<RecoveryCodesResponse>(ctx.app, 'POST', '/api/two-factor/enable', {
    token,
    body: { code: await codeAt(ctx, setup.body.secret) },
  });
  if (enable.status !== 200) throw new Error(`2fa enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
  if (!before.body.until) {
    const me = await call<{ user: { id: string } }>(ctx.app, 'GET', '/api/auth/me', { token });
    await ctx.deps.db.update(userSessions).set({ steppedUpAt: null }).where(eq(userSessions.userId, me.body.user.id));
  }
  nextStep(ctx);
  return { secret: setup.body.secret, recoveryCodes: enable.body.recoveryCodes };
}

/** Turns two-factor on for the token's account through the API; returns the secret. */
export async function enableTwoFactor(ctx: TestContext, token: string, password = FACTORY_PASSWORD): Promise<string> {
  return (await enableTwoFactorWithCodes(ctx, token, password)).secret;
}

/** A login as the socket at `ip` would send it (the app reads the client address from the connection). */
export async function loginFrom(app: App, ip: string, body: Record<string, unknown>) {
  const res = await app.request(
    '/api/auth/login',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip, remotePort: 40_000, remoteFamily: 'IPv4' } } },
  );
  return {
    status: res.status,
    body: (await res.json()) as { code?: string; token?: string; errors?: Record<string, string> },
  };
}
