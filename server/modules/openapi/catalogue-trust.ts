import * as trust from '../../../src/contract/trust.ts';
import { z } from 'zod';
import type { RouteDoc } from './route-doc.ts';

const currentViewSchema = z.object({ support_view: z.boolean(), expires_at: z.string().nullable() });

/** Anti-phishing code, support view and maintenance mode (server/modules/anti-phishing, support-view, maintenance). */
export const TRUST_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/security/anti-phishing-code',
    summary: "The caller's anti-phishing code (null before one is set), shown at the top of every mail to them",
    access: 'user',
    ok: trust.antiPhishingCodeSchema,
  },
  {
    method: 'put',
    path: '/api/security/anti-phishing-code',
    summary:
      "Set the anti-phishing code (4 to 20 letters and digits; 400 names `code`); needs this session's step-up (403 STEP_UP_REQUIRED)",
    access: 'user',
    body: trust.antiPhishingCodeRequestSchema,
    ok: trust.antiPhishingCodeSchema,
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/support-view',
    summary:
      "Open a read-only support view of an investor's app for 30 minutes, with a reason (audited, shown to the investor); answers a support token that can only read, never the investor's session",
    access: 'admin',
    body: trust.supportViewRequestSchema,
    ok: trust.supportViewOpenedSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/security/support-views',
    summary: "When support viewed the caller's account read-only, and why, newest first",
    access: 'user',
    ok: trust.supportViewListSchema,
  },
  {
    method: 'get',
    path: '/api/support-view/current',
    summary: "Whether the caller's token is a read-only support view, and when it ends (the app's banner)",
    access: 'any-signed-in',
    ok: currentViewSchema,
  },
  {
    method: 'get',
    path: '/api/maintenance',
    summary:
      'Whether maintenance mode is on, its message and announced end; no sign-in (the app shows a banner and pauses its money forms)',
    access: 'public',
    ok: trust.maintenanceStateSchema,
  },
  {
    method: 'put',
    path: '/api/admin/maintenance',
    summary:
      "Switch maintenance mode: while on, every money-moving request answers 503 MAINTENANCE with the message and Retry-After, and money jobs wait; reads and admin routes go on. Needs this session's step-up (403 STEP_UP_REQUIRED); audited",
    access: 'admin',
    body: trust.maintenanceRequestSchema,
    ok: trust.maintenanceStateSchema,
  },
];
