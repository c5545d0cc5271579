import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';
import type { User } from '../setup/types.ts';

/** The profile picture is an https:// address (or none): nothing a browser would run, read locally or render as a page. */
let app: App;
let user: Session;
const profile = { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000', country: 'United Kingdom' };

beforeAll(async () => {
  app = (await resetDatabase()).app;
  user = await registerUser(app);
}, 60_000);

const put = (avatar: unknown) =>
  call<{ user: User; message: string; errors: Record<string, string> }>(app, 'PUT', '/api/auth/profile', {
    token: user.token,
    body: { ...profile, avatar },
  });
const stored = async () => (await call<{ user: User }>(app, 'GET', '/api/auth/me', { token: user.token })).body;

describe('PUT /api/auth/profile avatar', () => {
  it('refuses javascript:, data:, file:, http: and other schemes with a 400 naming avatar, keeping the old one', async () => {
    expect((await put('https://images.example.com/ada.png')).status).toBe(200);
    for (const bad of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'http://images.example.com/ada.png',
      'ftp://example.com/a.png',
      'https://',
      'not a url',
    ]) {
      const res = await put(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.errors).toEqual({ avatar: 'must be an https:// URL' });
      expect(res.body.message).toBe('avatar must be an https:// URL');
    }
    const me = await stored();
    expect(JSON.stringify(me)).toContain('https://images.example.com/ada.png');
  });

  it('takes an https URL, and empty or null to remove it', async () => {
    const ok = await put('https://cdn.example.org/p/ada.webp?size=64');
    expect(ok.status).toBe(200);
    expect(ok.body.user.avatar).toBe('https://cdn.example.org/p/ada.webp?size=64');
    expect((await put('')).body.user.avatar).toBeNull();
    expect((await put(null)).body.user.avatar).toBeNull();
  });
});
