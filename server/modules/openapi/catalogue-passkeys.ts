import { authResponseSchema } from '../../../src/contract/auth.ts';
import * as passkeys from '../../../src/contract/passkeys.ts';
import type { RouteDoc } from './route-doc.ts';

/** Passkeys (WebAuthn): the caller's own, and sign-in with one (server/modules/passkeys). */
export const PASSKEY_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/passkeys',
    summary: "The caller's passkeys: name, when added, when last used",
    access: 'any-signed-in',
    ok: passkeys.passkeyListSchema,
  },
  {
    method: 'post',
    path: '/api/passkeys/registration-options',
    summary:
      "Start adding a passkey: the options for navigator.credentials.create() (a single-use challenge, 5 minutes); needs this session's step-up (403 STEP_UP_REQUIRED)",
    access: 'any-signed-in',
    ok: passkeys.registrationOptionsSchema,
    errors: [409],
  },
  {
    method: 'post',
    path: '/api/passkeys',
    summary:
      "Add a passkey from its attestation (audited, notified and mailed; withdrawals pause for the cooling-off period); needs this session's step-up (403 STEP_UP_REQUIRED)",
    access: 'any-signed-in',
    body: passkeys.addPasskeyRequestSchema,
    ok: passkeys.passkeySchema,
    status: 201,
    errors: [409],
  },
  {
    method: 'patch',
    path: '/api/passkeys/{id}',
    summary: "Rename one of the caller's passkeys",
    access: 'any-signed-in',
    body: passkeys.renamePasskeyRequestSchema,
    ok: passkeys.passkeySchema,
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/passkeys/{id}',
    summary:
      'Remove a passkey, confirmed with the password or a passkey, both throttled (audited, notified and mailed; withdrawals pause for the cooling-off period)',
    access: 'any-signed-in',
    body: passkeys.removePasskeyRequestSchema,
    ok: passkeys.passkeyMessageSchema,
    errors: [404, 429],
  },
  {
    method: 'post',
    path: '/api/passkeys/authentication-options',
    summary:
      'A challenge for navigator.credentials.get(): sign-in with a passkey, or a passkey in place of a two-factor code',
    access: 'public',
    ok: passkeys.authenticationOptionsSchema,
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/passkeys/sign-in',
    summary: 'Sign in with a passkey, no password (throttled as a login; 403 ACCOUNT_BANNED for a suspended account)',
    access: 'public',
    body: passkeys.passkeySignInRequestSchema,
    ok: authResponseSchema,
    errors: [401, 403, 429],
  },
];
