import type { Deps } from '../../lib/context.ts';
import type { JwtCodec } from '../../lib/jwt.ts';
import { createSessionIssuer } from '../sessions/sessions.service.ts';
import type { IssueSession } from './passkeys.service.ts';

/**
 * The same token and answer a password login gives: a session row with the request's device, a
 * login-history success and the new-device notice (server/modules/sessions/sessions.issue.ts).
 */
export function passkeySessionIssuer(deps: Deps, jwt: JwtCodec): IssueSession {
  const issueSession = createSessionIssuer(deps, jwt);
  return (userId, device, method) => issueSession(userId, device, method);
}
