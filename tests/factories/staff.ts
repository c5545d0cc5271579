import type { StaffMember } from '../../src/contract/staff.ts';
import type { StaffRole } from '../../src/contract/staff-permissions.ts';
import { call } from '../setup/http.ts';
import { ensureSteppedUp, stepUp } from '../setup/step-up.ts';
import { lastMailTo, tokenFromMail } from '../setup/outbox.ts';
import type { TestContext } from '../setup/test-app.ts';
import { codeAt, enableTwoFactor, nextStep } from './two-factor.ts';
import { loginAdmin, type Session } from './users.ts';

let counter = 0;

/** An owner adds an admin with `role`; the new admin takes the invitation link, chooses a password and signs in. */
export async function staffSession(
  ctx: TestContext,
  role: StaffRole,
  ownerToken?: string,
): Promise<Session & { password: string; member: StaffMember; secret: string | undefined }> {
  counter += 1;
  const owner = ownerToken ?? (await loginAdmin(ctx.app)).token;
  const email = `staff${counter}-${role}-${Date.now().toString(36)}@example.com`;
  const added = await call<{ data: StaffMember }>(ctx.app, 'POST', '/api/admin/staff', {
    token: owner,
    body: { email, firstName: 'Sam', lastName: role, role },
  });
  if (added.status !== 201) throw new Error(`add staff failed: ${added.status} ${JSON.stringify(added.body)}`);
  const mail = await lastMailTo(ctx, email, 'staff_invitation');
  if (!mail) throw new Error('no invitation mail');
  const password = 'staff-password-1';
  const reset = await call(ctx.app, 'POST', '/api/auth/reset-password', {
    body: { token: tokenFromMail(mail.text, 'reset-password'), newPassword: password, confirmPassword: password },
  });
  if (reset.status !== 200) throw new Error(`invitation link failed: ${reset.status} ${JSON.stringify(reset.body)}`);
  const login = await call<Session>(ctx.app, 'POST', '/api/auth/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status} ${JSON.stringify(login.body)}`);
  // Their first sign-in sets up two-factor when admins must have it; the same session then goes on.
  const secret = ctx.deps.env.adminTwoFactorRequired
    ? await enableTwoFactor(ctx, login.body.token, password)
    : undefined;
  // Stepped up, as an admin is before control work (server/lib/admin-control.ts).
  // (The code is spent: the clock moves to the next step so the test's own next code is fresh.)
  if (secret) {
    await stepUp(ctx.app, login.body.token, password, await codeAt(ctx, secret));
    nextStep(ctx);
  } else await ensureSteppedUp(ctx.app, login.body.token, password);
  return { ...login.body, password, member: added.body.data, secret };
}
