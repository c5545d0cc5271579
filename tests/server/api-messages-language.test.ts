import { beforeEach, describe, expect, it } from 'vitest';
import { apiMessageOf, localizeError } from '../../server/i18n/api-messages.ts';
import { readServerCatalog, translate } from '../../server/i18n/translate.ts';
import { fundedUser } from '../factories/money.ts';
import { loginAdmin, newUserInput, registerUser } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * Every error answers in the caller's language: the account's, else Accept-Language, else English.
 * The code, the field names and the English texts the API documents stay exactly as they were.
 */
let ctx: TestContext;

const profile = { firstName: 'Ada', lastName: 'Lovelace', phone: '12', country: 'United Kingdom' };
const putProfile = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call<ErrorBody>(ctx.app, 'PUT', '/api/auth/profile', { token, body, headers });

describe('API error messages in the caller’s language', () => {
  beforeEach(async () => {
    ctx = await resetDatabase();
  });

  it('answers the same bad profile in English, then in Russian once the account is Russian, code unchanged', async () => {
    const user = await registerUser(ctx.app);
    const english = await putProfile(user.token, profile);
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'phone must be at least 5 characters',
      errors: { phone: 'must be at least 5 characters' },
    });

    expect((await putProfile(user.token, { language: 'ru' })).status).toBe(200);
    // The account's language wins over the browser's.
    const russian = await putProfile(user.token, profile, { 'accept-language': 'fr-FR, fr;q=0.9' });
    expect(russian.status).toBe(400);
    expect(russian.body.code).toBe(english.body.code);
    expect(russian.body.message).toBe('phone: должно содержать минимум 5 символов');
    expect(russian.body.errors).toEqual({ phone: 'должно содержать минимум 5 символов' });
  });

  it('follows Accept-Language without sign-in, with the Russian count in its few form', async () => {
    const input = { ...newUserInput(), username: 'ab' };
    const english = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', { body: input });
    expect(english.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'username must be at least 3 characters',
    });

    const french = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: input,
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
    });
    expect(french.status).toBe(400);
    expect(french.body.code).toBe('VALIDATION_FAILED');
    expect(french.body.message).toBe('username : doit contenir au moins 3 caractères');

    const russian = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', {
      body: input,
      headers: { 'accept-language': 'ru' },
    });
    expect(russian.body.errors).toEqual({ username: 'должно содержать минимум 3 символа' });
  });

  it('keeps the documented English sign-in message and translates it for another language', async () => {
    const user = await registerUser(ctx.app);
    const wrong = { email: user.user.email, password: 'not the password' };
    const english = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', { body: wrong });
    expect([english.status, english.body.code, english.body.message]).toEqual([
      401,
      'INVALID_CREDENTIALS',
      'Invalid email or password',
    ]);
    const spanish = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/login', {
      body: wrong,
      headers: { 'accept-language': 'es-ES' },
    });
    expect([spanish.status, spanish.body.code, spanish.body.message]).toEqual([
      401,
      'INVALID_CREDENTIALS',
      'Correo o contraseña incorrectos',
    ]);
  });

  it('refuses a send beyond the balance in the sender’s language', async () => {
    const admin = (await loginAdmin(ctx.app)).token;
    const alice = await fundedUser(ctx.app, admin, 30);
    const bob = await registerUser(ctx.app);
    await putProfile(alice.token, { language: 'ru' });
    await stepUp(ctx.app, alice.token, alice.password);
    const res = await call<ErrorBody>(ctx.app, 'POST', '/api/send-money-now', {
      token: alice.token,
      body: { sender_wallet_id: alice.main.id, recipient_email: bob.user.email, amount: 500 },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(res.body.message).toBe('На основном кошельке недостаточно средств для суммы и комиссии');
    expect(res.body.errors).toEqual({ amount: 'превышает доступный баланс' });
  });
});

describe('the English message to catalog id mapping', () => {
  const english = readServerCatalog('en');
  const sample = (text: string) => {
    const values: Record<string, string | number> = {};
    for (const [, name, plural] of text.matchAll(/\{(\w+)(, plural)?/g))
      values[name as string] = plural ? 7 : `X${name}`;
    return values;
  };

  it('finds every api message back from its English text', () => {
    const lost: string[] = [];
    for (const [id, text] of Object.entries(english)) {
      if (!id.startsWith('api.') || id === 'api.validation.fieldProblem') continue;
      const shown = translate('en', id, sample(text));
      if (apiMessageOf(shown)?.id !== id) lost.push(`${id}: ${shown} -> ${apiMessageOf(shown)?.id}`);
    }
    expect(lost).toEqual([]);
  });

  it('writes amounts and UTC moments again in the language, and counts in their plural form', () => {
    expect(localizeError('ru', 'The minimum deposit is 1,234.50', undefined).message).toBe(
      'Минимальная сумма пополнения — 1\u00a0234,50',
    );
    expect(
      localizeError('fr', 'Withdrawals are paused until Nov 29, 2026, 5:29 AM UTC because a passkey was added.', {
        until: '2026-11-29T05:29:00.000Z',
      }),
    ).toEqual({
      message: 'Les retraits sont suspendus jusqu’au 29 nov. 2026, 5:29 UTC, car une clé d’accès a été ajoutée.',
      errors: { until: '2026-11-29T05:29:00.000Z' },
    });
    const daily = (n: number) =>
      localizeError('ru', `Daily withdrawal limit reached: at most ${n} requests per day`, undefined).message;
    expect([daily(1), daily(3), daily(5)]).toEqual([
      'Достигнут дневной лимит выводов: максимум 1 заявка в день',
      'Достигнут дневной лимит выводов: максимум 3 заявки в день',
      'Достигнут дневной лимит выводов: максимум 5 заявок в день',
    ]);
    // An English text no catalog knows stays as it is rather than turning into a key.
    expect(localizeError('es', 'Some brand-new refusal', undefined).message).toBe('Some brand-new refusal');
  });
});
