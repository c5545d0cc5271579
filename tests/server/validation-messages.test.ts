import { beforeEach, describe, expect, it } from 'vitest';
import { registerUser, newUserInput } from '../factories/users.ts';
import { call } from '../setup/http.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/**
 * A 400 names the field and says what is wrong with it: a missing field "is required", a value of
 * the wrong type says the type it must be (zod 4 leaves the input out of its issues, so every
 * wrong type used to read "is required").
 */
let ctx: TestContext;
beforeEach(async () => {
  ctx = await resetDatabase();
});

describe('validation messages', () => {
  it('tells a wrong type from a missing field, field by field, and changes nothing', async () => {
    const u = await registerUser(ctx.app);
    const before = await call(ctx.app, 'GET', '/api/notification-preferences', { token: u.token });

    const wrongType = await call<ErrorBody>(ctx.app, 'PUT', '/api/notification-preferences', {
      token: u.token,
      body: { preferences: [{ category: 'investments', inApp: 'no' }] },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual({ 'preferences.0.inApp': 'must be a boolean' });
    expect(wrongType.body.message).toBe('preferences.0.inApp must be a boolean');

    const notAnArray = await call<ErrorBody>(ctx.app, 'PUT', '/api/notification-preferences', {
      token: u.token,
      body: { preferences: 'all' },
    });
    expect([notAnArray.status, notAnArray.body.errors]).toEqual([400, { preferences: 'must be an array' }]);

    const missing = await call<ErrorBody>(ctx.app, 'PUT', '/api/notification-preferences', {
      token: u.token,
      body: {},
    });
    expect([missing.status, missing.body.errors]).toEqual([400, { preferences: 'is required' }]);

    expect((await call(ctx.app, 'GET', '/api/notification-preferences', { token: u.token })).body).toEqual(before.body);
  });

  it('keeps a schema’s own words for a wrong type (registration)', async () => {
    const input = { ...newUserInput(), email: 42 };
    const res = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', { body: input });
    expect(res.status).toBe(400);
    expect(res.body.errors?.['email']).not.toBe('is required');
    const { email: _dropped, ...withoutEmail } = newUserInput();
    const missing = await call<ErrorBody>(ctx.app, 'POST', '/api/auth/register', { body: withoutEmail });
    expect(missing.body.errors?.['email']).toBe('is required');
  });
});
