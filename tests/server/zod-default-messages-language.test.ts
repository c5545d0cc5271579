import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { staffSession } from '../factories/staff.ts';
import { loginAdmin } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * Where a schema has no words of its own, the problem is zod's default message: in English exactly
 * as before, in the caller's language with zod's own locales. Two admins answered at once in two
 * languages each read their own.
 */
let app: App;
let admin: string;
let other: string;

beforeAll(async () => {
  const ctx = await resetDatabase({ productDefaults: true });
  app = ctx.app;
  admin = (await loginAdmin(app)).token;
  // A second owner: the language is the account's, so two languages need two accounts.
  other = (await staffSession(ctx, 'owner', admin)).token;
}, 60_000);

const speak = async (token: string, language: string) => {
  const res = await call(app, 'PUT', '/api/auth/profile', { token, body: { language } });
  if (res.status !== 200) throw new Error(`language: ${res.status}`);
};
const badRank = (token: string) =>
  call<ErrorBody>(app, 'POST', '/api/admin/badges', { token, body: { name: 'Gold', rank: 0 } });

describe('zod default messages in the caller’s language', () => {
  it('keeps the English default byte for byte, code and field unchanged', async () => {
    await speak(admin, 'en');
    const res = await badRank(admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'rank Too small: expected number to be >=1',
      errors: { rank: 'Too small: expected number to be >=1' },
    });
  });

  it.each([
    ['ru', 'rank: ', 'Слишком маленькое значение: ожидалось, что number будет >=1'],
    ['es', 'rank: ', 'Demasiado pequeño: se esperaba que número fuera >=1'],
    ['fr', 'rank : ', 'Trop petit : nombre doit être >=1'],
  ])('says it in %s', async (language, field, problem) => {
    await speak(admin, language);
    const res = await badRank(admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `${field}${problem}`,
      errors: { rank: problem },
    });
  });

  it('translates an option list and a format too, leaving the values as they are', async () => {
    await speak(admin, 'ru');
    const res = await call<ErrorBody>(app, 'PUT', '/api/admin/maintenance', {
      token: admin,
      body: { on: true, until: 'tomorrow' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ until: 'Неверный ISO дата и время' });
  });

  it('answers two admins in two languages at the same moment, each in their own', async () => {
    await speak(admin, 'ru');
    await speak(other, 'fr');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => badRank(i % 2 ? other : admin)));
    expect(answers.map((a) => a.body.errors?.['rank'])).toEqual(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? 'Trop petit : nombre doit être >=1' : 'Слишком маленькое значение: ожидалось, что number будет >=1',
      ),
    );
  });
});
