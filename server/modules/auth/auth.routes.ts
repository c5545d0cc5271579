import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  changePasswordRequestSchema,
  emailOnlySchema,
  loginRequestSchema,
  isLanguageOnly,
  languageRequestSchema,
  profileRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  tokenOnlySchema,
} from '../../../src/contract/auth.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { MiddlewareHandler } from 'hono';
import { jsonBody } from '../../lib/validate.ts';
import { signInDevice } from '../sessions/sessions.service.ts';
import type { AuthService } from './auth.service.ts';

/** The client's address, resolved once per request through TRUST_PROXY (server/lib/request-context.ts). */
const clientIp = (c: Context<AppEnv>): string => c.get('clientAddress');

/** `stepUp`: the step-up guard (server/modules/step-up) of the password change. */
export function authRoutes(auth: AuthService, guards: AuthGuards, stepUp: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .post('/register', async (c) =>
      c.json(await auth.register(await jsonBody(c, registerRequestSchema), signInDevice(c)), 201),
    )
    .post('/login', async (c) => {
      const body = await jsonBody(c, loginRequestSchema);
      return c.json(await auth.login(body.email, body.password, clientIp(c), body.totp, body.passkey, signInDevice(c)));
    })
    .post('/forgot-password', async (c) =>
      c.json(await auth.forgotPassword((await jsonBody(c, emailOnlySchema)).email, clientIp(c))),
    )
    .post('/reset-password', async (c) => {
      const body = await jsonBody(c, resetPasswordRequestSchema);
      return c.json(await auth.resetPassword(body.token, body.newPassword));
    })
    .post('/resend-verification', async (c) =>
      c.json(await auth.resendVerification((await jsonBody(c, emailOnlySchema)).email, clientIp(c))),
    )
    .post('/verify-email', async (c) => c.json(await auth.verifyEmail((await jsonBody(c, tokenOnlySchema)).token)))
    .post('/change-password', guards.requireUser, stepUp, async (c) => {
      const body = await jsonBody(c, changePasswordRequestSchema);
      return c.json(
        await auth.changePassword(c.get('user').id, body.currentPassword, body.newPassword, signInDevice(c)),
      );
    })
    .post('/logout', guards.requireUser, async (c) => c.json(await auth.logout(c.get('user').id, c.get('sessionId'))))
    .get('/me', guards.requireUser, async (c) => c.json({ user: await auth.me(c.get('user').id) }))
    .put('/profile', guards.requireUser, async (c) => {
      // Hono keeps the parsed body, so jsonBody reads it again without a second parse.
      const raw: unknown = await c.req.json().catch(() => null);
      const body = await jsonBody(c, isLanguageOnly(raw) ? languageRequestSchema : profileRequestSchema);
      return c.json({ user: await auth.updateProfile(c.get('user').id, body) });
    });
}
