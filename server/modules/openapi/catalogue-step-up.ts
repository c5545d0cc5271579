import * as stepUp from '../../../src/contract/step-up.ts';
import type { RouteDoc } from './route-doc.ts';

/** Step-up, "This wasn't me" and the no-code amount of send money (server/modules/step-up and money-policy). */
export const STEP_UP_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/step-up',
    summary: "This session's step-up: until when it lasts (null: none) and whether a second factor will be asked",
    access: 'any-signed-in',
    ok: stepUp.stepUpStatusSchema,
  },
  {
    method: 'post',
    path: '/api/step-up',
    summary:
      'Confirm it is you: the password, plus the code, a recovery code or a passkey when two-factor is on (403 TOTP_REQUIRED). Opens a 10-minute window for this session only; wrong answers are throttled per account (429 PASSWORD_LOCKED, SECOND_FACTOR_LOCKED with Retry-After)',
    access: 'any-signed-in',
    body: stepUp.stepUpRequestSchema,
    ok: stepUp.stepUpStatusSchema,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/security/not-me',
    summary:
      '"This wasn\'t me" from a security notice: its single-use token signs the account out on every device and removes the passkeys the notice listed (400 INVALID_TOKEN when used, expired or unknown)',
    access: 'public',
    body: stepUp.securityUndoRequestSchema,
    ok: stepUp.securityUndoResultSchema,
  },
  {
    method: 'get',
    path: '/api/security/send-without-code',
    summary:
      'How much a day may be sent to people already paid without the code (two-factor on), and the most it may be',
    access: 'user',
    ok: stepUp.sendNoCodeSchema,
  },
  {
    method: 'put',
    path: '/api/security/send-without-code',
    summary:
      "Change the no-code amount: lowering it is always allowed, raising it needs this session's step-up (403 STEP_UP_REQUIRED)",
    access: 'user',
    body: stepUp.sendNoCodeRequestSchema,
    ok: stepUp.sendNoCodeSchema,
  },
];
