import * as sessions from '../../../src/contract/sessions.ts';
import type { RouteDoc } from './route-doc.ts';

/** Sessions and devices, login history (server/modules/sessions): the caller's own, any role. */
export const SESSION_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/sessions',
    summary:
      "The caller's signed-in devices (browser, system, approximate place, first and last seen), the current one marked and first",
    access: 'any-signed-in',
    ok: sessions.sessionListSchema,
  },
  {
    method: 'delete',
    path: '/api/sessions/{id}',
    summary: 'Sign one device out: its session is revoked and its token refused from the next request (audited)',
    access: 'any-signed-in',
    ok: sessions.signOutResultSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/sessions/sign-out-others',
    summary: 'Sign out every other device; this one stays signed in (audited)',
    access: 'any-signed-in',
    ok: sessions.signOutResultSchema,
  },
  {
    method: 'get',
    path: '/api/sessions/login-history',
    summary:
      "The caller's sign-in attempts, newest first: success or the reason it failed, with address, device and place",
    access: 'any-signed-in',
    query: sessions.loginHistoryQuerySchema,
    ok: sessions.loginHistoryPageSchema,
  },
];
