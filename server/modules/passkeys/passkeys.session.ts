import type { Deps } from '../../lib/context.ts';
import type { JwtCodec } from '../../lib/jwt.ts';
import { findUserById, toPublicUser } from '../auth/auth.repo.ts';
import type { IssueSession } from './passkeys.service.ts';

/** The same token and answer a password login gives (server/modules/auth/auth.service.ts). */
export function passkeySessionIssuer(deps: Deps, jwt: JwtCodec): IssueSession {
  return async (userId) => {
    const row = await findUserById(deps.db, userId);
    if (!row) throw new Error('passkey user vanished');
    return { token: await jwt.sign({ sub: row.id, role: row.role, tv: row.tokenVersion }), user: toPublicUser(row) };
  };
}
