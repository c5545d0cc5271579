import { vi } from 'vitest';
import type { Passkey } from '../../../src/contract/passkeys.ts';

/**
 * jsdom has no WebAuthn: these tests give the page a stand-in for the browser's own prompt
 * (window.PublicKeyCredential and navigator.credentials), so @simplewebauthn/browser runs as
 * in a browser; only the network is mocked, with msw.
 */
export const bytes = (text: string) => new TextEncoder().encode(text).buffer;
export const b64 = (text: string) => Buffer.from(text).toString('base64url');
export const REG_OPTIONS = {
  rp: { id: 'localhost', name: 'WalletInvest' },
  user: { id: b64('user-1'), name: 'ada@example.com', displayName: 'ada' },
  challenge: b64('registration-challenge'),
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300000,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
};
export const AUTH_OPTIONS = {
  challenge: b64('sign-in-challenge'),
  rpId: 'localhost',
  timeout: 300000,
  userVerification: 'required',
};
export const PHONE: Passkey = {
  id: 'cred-phone',
  name: 'Pixel 9',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: '2026-03-02T11:30:00.000Z',
};

type Prompt = { create?: () => Promise<unknown>; get?: () => Promise<unknown> };
export function installWebAuthn(prompt: Prompt) {
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    value: function PublicKeyCredential() {},
  });
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: vi.fn(prompt.create), get: vi.fn(prompt.get) },
  });
}
export const attestation = () =>
  Promise.resolve({
    id: 'cred-new',
    rawId: bytes('cred-new'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      attestationObject: bytes('attestation'),
      clientDataJSON: bytes('client-data'),
      getTransports: () => ['internal'],
    },
    getClientExtensionResults: () => ({}),
  });
export const assertion = () =>
  Promise.resolve({
    id: 'cred-phone',
    rawId: bytes('cred-phone'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      authenticatorData: bytes('auth-data'),
      clientDataJSON: bytes('client-data'),
      signature: bytes('signature'),
      userHandle: bytes('user-1'),
    },
    getClientExtensionResults: () => ({}),
  });
export const refused = () =>
  Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));

/** Takes the stand-in away again (afterEach). */
export function removeWebAuthn(): void {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
}
