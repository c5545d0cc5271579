import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '../../src/contract/passkeys.ts';
import { useSessionStore } from '../../src/lib/session-store.ts';
import type { WithdrawalAccount } from '../../src/contract/withdrawals.ts';
import { makeTransaction, makeUser, makeWallet } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * jsdom has no WebAuthn: these tests give the page a stand-in for the browser's own prompt
 * (window.PublicKeyCredential and navigator.credentials), so @simplewebauthn/browser runs as
 * in a browser; only the network is mocked, with msw.
 */
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const REG_OPTIONS = {
  rp: { id: 'localhost', name: 'WalletInvest' },
  user: { id: b64('user-1'), name: 'ada@example.com', displayName: 'ada' },
  challenge: b64('registration-challenge'),
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300000,
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
};
const AUTH_OPTIONS = { challenge: b64('sign-in-challenge'), rpId: 'localhost', timeout: 300000, userVerification: 'required' };
const PHONE: Passkey = { id: 'cred-phone', name: 'Pixel 9', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: '2026-03-02T11:30:00.000Z' };

type Prompt = { create?: () => Promise<unknown>; get?: () => Promise<unknown> };
function installWebAuthn(prompt: Prompt) {
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, value: function PublicKeyCredential() {} });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create: vi.fn(prompt.create), get: vi.fn(prompt.get) } });
}
const attestation = () =>
  Promise.resolve({
    id: 'cred-new',
    rawId: bytes('cred-new'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: { attestationObject: bytes('attestation'), clientDataJSON: bytes('client-data'), getTransports: () => ['internal'] },
    getClientExtensionResults: () => ({}),
  });
const assertion = () =>
  Promise.resolve({
    id: 'cred-phone',
    rawId: bytes('cred-phone'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: { authenticatorData: bytes('auth-data'), clientDataJSON: bytes('client-data'), signature: bytes('signature'), userHandle: bytes('user-1') },
    getClientExtensionResults: () => ({}),
  });
const refused = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));

afterEach(() => {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

const securityPage = async () => {
  server.use(http.get('*/api/wallet/wallets', () => HttpResponse.json([])));
  const app = await renderApp('/user/security', { user: makeUser() });
  return { ...app, section: await screen.findByRole('region', { name: 'Passkeys' }) };
};

describe('Passkeys on the Security page', () => {
  it('lists the passkeys with their dates; without WebAuthn it says so and offers no add button', async () => {
    server.use(http.get('*/api/passkeys', () => HttpResponse.json([PHONE])));
    const { section } = await securityPage();
    const item = await within(section).findByRole('listitem');
    expect(item.textContent).toContain('Pixel 9');
    expect(item.textContent).toMatch(/Added Mar 1, 2026, .*Last used Mar 2, 2026/);
    expect(within(section).getByRole('note').textContent).toMatch(/This browser cannot use passkeys/);
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('shows a load failure with Retry, then the empty state', async () => {
    let failing = true;
    server.use(
      http.get('*/api/passkeys', () =>
        failing ? HttpResponse.json({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    const { section, events } = await securityPage();
    // The client retries a failed read a couple of times before it gives up.
    expect((await within(section).findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Something went wrong on our side.');
    failing = false;
    await events.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('No passkeys yet.')).toBeTruthy();
  });

  it("adds a passkey: the server's options go to the browser, its answer and the name to the server, and the new one is listed", async () => {
    installWebAuthn({ create: attestation });
    let posted: Record<string, unknown> | null = null;
    server.use(
      http.get('*/api/passkeys', () => HttpResponse.json([])),
      http.post('*/api/passkeys/registration-options', () => HttpResponse.json(REG_OPTIONS)),
      http.post('*/api/passkeys', async ({ request }) => {
        posted = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 'cred-new', name: 'Work laptop', createdAt: '2026-03-03T09:00:00.000Z', lastUsedAt: null }, { status: 201 });
      }),
    );
    const { section, events } = await securityPage();
    await within(section).findByText('No passkeys yet.');
    const name = within(section).getByLabelText(/^Passkey name/);
    await events.clear(name);
    await events.type(name, 'Work laptop');
    await events.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added.')).toBeTruthy();
    expect((await within(section).findByRole('listitem')).textContent).toMatch(/Work laptop.*Not used yet/);
    expect(posted).toMatchObject({ name: 'Work laptop', response: { id: 'cred-new', rawId: b64('cred-new'), type: 'public-key', response: { attestationObject: b64('attestation'), transports: ['internal'] } } });
    const [call] = vi.mocked(navigator.credentials.create).mock.calls;
    expect(new TextDecoder().decode((call?.[0]?.publicKey?.challenge as ArrayBuffer) ?? new ArrayBuffer(0))).toBe('registration-challenge');
  });

  it('says so when the browser prompt is closed, and sends nothing', async () => {
    installWebAuthn({ create: refused });
    let posted = false;
    server.use(
      http.get('*/api/passkeys', () => HttpResponse.json([])),
      http.post('*/api/passkeys/registration-options', () => HttpResponse.json(REG_OPTIONS)),
      http.post('*/api/passkeys', () => ((posted = true), HttpResponse.json({}, { status: 500 }))),
    );
    const { section, events } = await securityPage();
    await within(section).findByText('No passkeys yet.');
    await events.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('The passkey prompt was closed or timed out. Try again when you are ready.')).toBeTruthy();
    expect(posted).toBe(false);
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeTruthy();
  });

  it('renames in place and removes after a confirmation with the password (a wrong one is shown in the dialog)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/passkeys', () => HttpResponse.json([PHONE])),
      http.patch('*/api/passkeys/cred-phone', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        return HttpResponse.json({ ...PHONE, name: body.name });
      }),
      http.delete('*/api/passkeys/cred-phone', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        if (body.password !== 'correct horse battery') return HttpResponse.json({ message: 'password is incorrect', code: 'VALIDATION_FAILED', errors: { password: 'is incorrect' } }, { status: 400 });
        return HttpResponse.json({ message: 'Passkey removed.' });
      }),
    );
    const { section, events } = await securityPage();
    await events.click(await within(section).findByRole('button', { name: 'Rename Pixel 9' }));
    const field = within(section).getByLabelText(/^New name/);
    await events.clear(field);
    await events.type(field, 'Old phone');
    await events.click(within(section).getByRole('button', { name: 'Save name' }));
    expect(await within(section).findByText('Old phone')).toBeTruthy();

    await events.click(within(section).getByRole('button', { name: 'Remove Old phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove passkey' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await events.type(within(dialog).getByLabelText(/^Your password/), 'wrong');
    await events.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('password is incorrect');
    await events.clear(within(dialog).getByLabelText(/^Your password/));
    await events.type(within(dialog).getByLabelText(/^Your password/), 'correct horse battery');
    await events.click(confirm);
    expect(await within(section).findByText('No passkeys yet.')).toBeTruthy();
    expect(bodies).toEqual([{ password: 'wrong' }, { password: 'correct horse battery' }]);
  });
});

describe('Passkeys at sign-in', () => {
  it('"Sign in with a passkey" signs in with no e-mail or password and opens the dashboard', async () => {
    installWebAuthn({ get: assertion });
    let sent: unknown = null;
    server.use(
      http.post('*/api/passkeys/authentication-options', () => HttpResponse.json(AUTH_OPTIONS)),
      http.post('*/api/passkeys/sign-in', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'jwt-passkey', user: makeUser() });
      }),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { router, events } = await renderApp('/login');
    await events.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
    expect(useSessionStore.getState().token).toBe('jwt-passkey');
    expect(sent).toMatchObject({ response: { id: 'cred-phone', response: { signature: b64('signature'), userHandle: b64('user-1') } } });
  });

  it('the code prompt offers "Use a passkey instead", which sends the credentials with the passkey and no code', async () => {
    installWebAuthn({ get: assertion });
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.totp && !body.passkey) return HttpResponse.json({ message: 'Enter the 6-digit code.', code: 'TOTP_REQUIRED', errors: { totp: 'is required' } }, { status: 401 });
        return HttpResponse.json({ token: 'jwt-2fa-passkey', user: makeUser() });
      }),
      http.post('*/api/passkeys/authentication-options', () => HttpResponse.json(AUTH_OPTIONS)),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    const { events } = await renderApp('/login');
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    await events.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await events.click(screen.getByRole('button', { name: 'Log in' }));
    await events.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(bodies[1]).toMatchObject({ email: 'ada@example.com', password: 'correct horse battery', passkey: { id: 'cred-phone' } });
    expect(bodies[1]).not.toHaveProperty('totp');
  });

  it('the withdrawal code prompt offers "Use a passkey instead", which confirms with the passkey under a new key', async () => {
    installWebAuthn({ get: assertion });
    const main = makeWallet({ balance: 500 });
    const account: WithdrawalAccount = { id: 'acc1', methodId: 'wm1', methodName: 'USDT (TRC20)', currency: 'USDT', name: 'My TRON wallet', details: {}, createdAt: '2026-03-01T10:00:00.000Z', usableFrom: null };
    const sent: Array<{ body: Record<string, unknown>; key: string | null }> = [];
    server.use(
      http.get('*/api/wallet/wallets', () => HttpResponse.json([main])),
      http.get('*/api/withdrawal-accounts', () => HttpResponse.json([account])),
      http.get('*/api/withdrawal-protection', () => HttpResponse.json({ pausedUntil: null, reason: null, coolingOffHours: 24 })),
      http.post('*/api/withdrawals/calculate-charge', () => HttpResponse.json({ amount: 100, charge: 1, receive_amount: 99, total_debit: 100, currency: 'USD', payout_currency: 'USDT', processing_time: 'Within 24 hours' })),
      http.post('*/api/passkeys/authentication-options', () => HttpResponse.json(AUTH_OPTIONS)),
      http.post('*/api/withdrawals', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        if (!body.passkey) return HttpResponse.json({ message: 'Enter the 6-digit code from your authenticator app.', code: 'TOTP_REQUIRED', errors: { totp: 'is required' } }, { status: 403 });
        return HttpResponse.json({
          message: 'Withdrawal requested. It is paid out once it is approved.',
          withdrawal: { id: 'w1', reference: 'WDR1', methodName: 'USDT (TRC20)', currency: 'USDT', accountName: 'My TRON wallet', details: {}, amount: 100, charge: 1, receiveAmount: 99, processingTime: 'Within 24 hours', status: 'pending', rejectionReason: null, payoutReference: null, createdAt: '2026-03-01T10:00:00.000Z', reviewedAt: null },
          transaction: makeTransaction({ type: 'withdraw', direction: 'debit', status: 'pending', amount: 100, charge: 1 }),
          wallets: [{ ...main, balance: 400 }],
        });
      }),
    );
    const { events } = await renderApp('/user/withdraw', { user: makeUser() });
    await events.type(await screen.findByLabelText(/^Amount/), '100');
    await events.click(await screen.findByRole('button', { name: 'Review withdrawal' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm withdrawal' });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm withdrawal' }));
    await events.click(await within(confirm).findByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toBeTruthy();
    expect(sent[1]?.body).toMatchObject({ account_id: 'acc1', amount: 100, passkey: { id: 'cred-phone' } });
    expect(sent[1]?.body).not.toHaveProperty('totp');
    expect(sent[0]?.key).not.toBe(sent[1]?.key);
  });
});
