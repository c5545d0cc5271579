import { createMiddleware } from 'hono/factory';
import { inArray } from 'drizzle-orm';
import { MESSAGES } from '../../src/contract/error-codes.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createBatchLoader } from './batch-loader.ts';
import type { AppEnv } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { JwtCodec } from './jwt.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Bearer-token guard. The token's version must equal the user's current one, so logout, a
 * password change, a reset or a ban revokes every earlier token at once.
 */
export function createAuthGuards(db: Db, jwt: JwtCodec) {
  // Concurrent requests share one lookup (server/lib/batch-loader.ts): one round trip per batch.
  const sessionOf = createBatchLoader(async (ids: string[]) => {
    const rows = await db
      .select({ id: users.id, role: users.role, email: users.email, username: users.username, tv: users.tokenVersion, bannedAt: users.bannedAt })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  });

  const requireUser = createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(MESSAGES.tokenMissing, 'UNAUTHENTICATED');
    const claims = await jwt.verify(match[1]);
    if (!claims) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
    const row = UUID.test(claims.sub) ? await sessionOf(claims.sub) : undefined;
    if (!row || row.tv !== claims.tv || row.bannedAt) throw unauthorized(MESSAGES.sessionExpired, 'SESSION_EXPIRED');
    c.set('user', { id: row.id, role: row.role, email: row.email, username: row.username });
    await next();
  });

  const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user').role !== 'admin') throw forbidden('Access denied. Admins only.');
    await next();
  });

  /** The user area's API is for investors; admins have their own. */
  const requireRoleUser = createMiddleware<AppEnv>(async (c, next) => {
    if (c.get('user').role !== 'user') throw forbidden('Access denied. You do not have permission to view this page.');
    await next();
  });

  return { requireUser, requireAdmin, requireRoleUser };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
