import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../server/env.ts';
import { relyingParty } from '../../server/modules/passkeys/passkeys.relying-party.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const env = (extra: Record<string, string>) =>
  loadEnv({ NODE_ENV: 'test', JWT_SECRET: SECRET, DATA_DIR: 'memory://', ...extra });

describe('passkeys: relying party from the configuration', () => {
  it("is APP_URL's host and origin by default", () => {
    expect(relyingParty(env({ APP_URL: 'https://wallet.example.com/' }))).toEqual({
      id: 'wallet.example.com',
      name: 'WalletInvest',
      origins: ['https://wallet.example.com'],
    });
  });

  it('is localhost for a loopback APP_URL, accepting both the address and localhost on its port (browsers refuse an IP as RP id)', () => {
    expect(relyingParty(env({ APP_URL: 'http://127.0.0.1:4173' }))).toMatchObject({
      id: 'localhost',
      origins: ['http://127.0.0.1:4173', 'http://localhost:4173'],
    });
    expect(relyingParty(env({ APP_URL: 'http://[::1]:3000' }))).toMatchObject({
      id: 'localhost',
      origins: ['http://[::1]:3000', 'http://localhost:3000'],
    });
    expect(relyingParty(env({ PORT: '3000' }))).toMatchObject({ id: 'localhost', origins: ['http://localhost:3000'] });
  });

  it('takes WEBAUTHN_RP_ID and a comma list in WEBAUTHN_ORIGIN over APP_URL, and refuses malformed ones at start', () => {
    const rp = relyingParty(
      env({
        APP_URL: 'https://app.example.com',
        WEBAUTHN_RP_ID: 'Example.com',
        WEBAUTHN_ORIGIN: 'https://app.example.com, https://example.com/',
      }),
    );
    expect(rp).toMatchObject({ id: 'example.com', origins: ['https://app.example.com', 'https://example.com'] });
    expect(() => env({ WEBAUTHN_RP_ID: 'https://example.com' })).toThrow(EnvError);
    expect(() => env({ WEBAUTHN_ORIGIN: 'example.com' })).toThrow(/WEBAUTHN_ORIGIN/);
  });
});
