import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { registerUser, type Session } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';
import type { User } from '../setup/types.ts';

/** The language is kept on the account, so every device (and every mail, push and PDF) uses it. */
let app: App;
let user: Session;
const profile = { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000', country: 'United Kingdom' };

beforeAll(async () => {
  app = (await resetDatabase()).app;
  user = await registerUser(app);
}, 60_000);

type Answer = { user: User & { language: string }; message: string; errors: Record<string, string> };
const put = (body: unknown) => call<Answer>(app, 'PUT', '/api/auth/profile', { token: user.token, body });
const me = async () => (await call<Answer>(app, 'GET', '/api/auth/me', { token: user.token })).body.user;

describe('PUT /api/auth/profile language', () => {
  it('starts in English, and the language alone changes it without touching the rest of the profile', async () => {
    expect((await me()).language).toBe('en');
    const before = await me();
    const res = await put({ language: 'ru' });
    expect(res.status).toBe(200);
    expect(res.body.user.language).toBe('ru');
    const after = await me();
    expect(after.language).toBe('ru');
    expect({ ...after, language: 'en' }).toEqual({ ...before, language: 'en' });
  });

  it('takes the language with the whole profile too', async () => {
    const res = await put({ ...profile, language: 'fr' });
    expect(res.status).toBe(200);
    expect((await me()).language).toBe('fr');
    expect((await me()).firstName).toBe('Ada');
  });

  it('refuses an unknown language with a 400 naming language, and keeps the one stored', async () => {
    for (const bad of ['de', 'EN', '', 1, null]) {
      const res = await put({ language: bad });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(Object.keys(res.body.errors)).toEqual(['language']);
      expect(res.body.message).toContain('language');
    }
    const withProfile = await put({ ...profile, language: 'de' });
    expect(withProfile.status).toBe(400);
    expect(Object.keys(withProfile.body.errors)).toEqual(['language']);
    expect((await me()).language).toBe('fr');
  });
});
