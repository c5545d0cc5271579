import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../server/env.ts';

const base = {
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'env-vapid-')),
  JWT_SECRET: 'x'.repeat(40),
};

// Apple's push service refuses these subjects; production must not start with one.
describe('VAPID subject in production', () => {
  it('refuses a mailto: at localhost, also when it comes from the default MAIL_FROM', () => {
    expect(() => loadEnv({ ...base, VAPID_SUBJECT: 'mailto:ops@localhost' })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, VAPID_SUBJECT: 'mailto:ops@localhost' })).toThrow(
      /VAPID_SUBJECT is "mailto:ops@localhost", which Apple's push service refuses/,
    );
    // Nothing set: the subject would be mailto:no-reply@localhost (MAIL_FROM's default).
    expect(() => loadEnv(base)).toThrow(/"mailto:no-reply@localhost".*refusing to start/);
  });

  it('refuses a non-https URL or an https URL at localhost', () => {
    expect(() => loadEnv({ ...base, VAPID_SUBJECT: 'http://wallet.example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadEnv({ ...base, VAPID_SUBJECT: 'https://localhost:3000' })).toThrow(/Apple's push service refuses/);
  });

  it('starts with a real address or the https site, and outside production stays lenient', () => {
    expect(loadEnv({ ...base, VAPID_SUBJECT: 'mailto:ops@wallet.example.com' }).vapidSubject).toBe(
      'mailto:ops@wallet.example.com',
    );
    expect(loadEnv({ ...base, VAPID_SUBJECT: 'https://wallet.example.com' }).vapidSubject).toBe(
      'https://wallet.example.com',
    );
    expect(() => loadEnv({ ...base, APP_URL: 'https://wallet.example.com' })).not.toThrow();
    expect(() => loadEnv({ ...base, MAIL_FROM: 'Wallet <no-reply@wallet.example.com>' })).not.toThrow();
    expect(() => loadEnv({ ...base, NODE_ENV: 'development', VAPID_SUBJECT: 'mailto:ops@localhost' })).not.toThrow();
  });
});
