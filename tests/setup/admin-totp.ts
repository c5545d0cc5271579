import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../../server/db/schema.ts';
import { twoFactor } from '../../server/db/schema-two-factor.ts';
import { sealSecret } from '../../server/modules/two-factor/two-factor.crypto.ts';
import { ADMIN, builtTestContext, type TestContext } from './test-app.ts';

/** The seeded admin's authenticator secret (base32), when the suite runs with ADMIN_TWO_FACTOR required. */
export const TEST_ADMIN_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

async function adminId(ctx: TestContext): Promise<string> {
  const [row] = await ctx.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ctx.deps.env.adminEmail ?? ''));
  if (!row) throw new Error('no seeded admin');
  return row.id;
}

/**
 * The seeded admin as one who set up two-factor earlier (a row, not the API: no mail, notification
 * or withdrawal pause in every test's outbox and audit). Only when the suite requires it.
 */
export async function seedAdminTwoFactor(ctx: TestContext): Promise<void> {
  const at = ctx.deps.now();
  await ctx.deps.db.insert(twoFactor).values({
    userId: await adminId(ctx),
    secretEnc: sealSecret(ctx.deps.env.jwtSecret, TEST_ADMIN_TOTP_SECRET),
    enabledAt: at,
    createdAt: at,
  });
}

/**
 * A code for the seeded admin's next sign-in at the app's time. A code works once per 30-second
 * step and tests sign the admin in many times a step, so the replay mark is cleared first (the
 * replay refusal is tested with users of its own, tests/server/two-factor-*.test.ts).
 */
export async function freshAdminCode(ctx: TestContext): Promise<string> {
  await ctx.deps.db
    .update(twoFactor)
    .set({ lastTimeStep: null })
    .where(eq(twoFactor.userId, await adminId(ctx)));
  return generate({ secret: TEST_ADMIN_TOTP_SECRET, epoch: Math.floor(ctx.deps.now().getTime() / 1000) });
}

/** The seeded admin's sign-in body: e-mail and password, and a fresh code when the suite requires two-factor of admins. */
export async function adminSignIn(): Promise<{ email: string; password: string; totp?: string }> {
  const ctx = await builtTestContext();
  return ctx?.deps.env.adminTwoFactorRequired ? { ...ADMIN, totp: await freshAdminCode(ctx) } : { ...ADMIN };
}
