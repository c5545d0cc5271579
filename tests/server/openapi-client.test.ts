import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiTypes, TYPES_FILE } from '../../scripts/openapi-types.ts';
import { newUserInput } from '../factories/users.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';
import { typedClient, type Answer, type FormBody } from '../setup/typed-client.ts';

// An integrator's view: a client generated from /api/openapi.json with openapi-typescript. `npm run
// typecheck` compiles these calls against tests/setup/api-types.generated.ts, so a success typed
// `never` or a missing form field fails the build; the calls then run against the real server.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await resetDatabase();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a client generated from the OpenAPI document', () => {
  it('is generated from the current document (run `npm run openapi:types` after changing the API)', async () => {
    expect(readFileSync(TYPES_FILE, 'utf8') === (await generateApiTypes())).toBe(true);
  });

  it('reads the token, wallet balances and the unread count, and posts the KYC form', async () => {
    const api = typedClient(ctx.app);
    const input = newUserInput();
    const registered = await api.post('/api/auth/register', { json: input });
    expect(registered.status).toBe(201);

    const login = await api.post('/api/auth/login', { json: { email: input.email, password: input.password } });
    const token: string = login.data.token;
    expect(login.data.user.email).toBe(input.email);

    const wallets = await api.get('/api/wallet/wallets', { token });
    const balances: number[] = wallets.data.map((w) => w.balance);
    expect(balances).toEqual([0, 0]);

    const notes = await api.get('/api/notifications', { token });
    const unread: number = notes.data.unreadCount;
    expect(unread).toBeGreaterThanOrEqual(0);

    const kyc: FormBody<'/api/kyc/submit', 'post'> = {
      idType: 'passport',
      idNumber: 'P1234567',
      address: '1 Main Street',
      city: 'London',
      state: 'Greater London',
      zipCode: 'N1 9GU',
      kycAddressCountry: 'United Kingdom',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      idDocument: new File([PNG], 'passport.png', { type: 'image/png' }),
    };
    const submitted = await api.post('/api/kyc/submit', { token, form: kyc });
    const status: Answer<'/api/kyc/submit', 'post'>['status'] = submitted.data.status;
    expect([submitted.status, status]).toEqual([200, 'pending']);

    const deposit = await api.get('/api/deposits/{id}', {
      token,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(deposit.status).toBe(404);
  });
});
