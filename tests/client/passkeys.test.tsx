import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { attestation, b64, installWebAuthn, PHONE, REG_OPTIONS, refused, removeWebAuthn } from './helpers/webauthn.ts';

/** The Security page's Passkeys panel; only the network (msw) and the browser's WebAuthn prompt (helpers/webauthn.ts) are stand-ins. */
afterEach(removeWebAuthn);

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
        failing
          ? HttpResponse.json(
              { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
              { status: 500 },
            )
          : HttpResponse.json([]),
      ),
    );
    const { section, events } = await securityPage();
    // The client retries a failed read a couple of times before it gives up.
    expect((await within(section).findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'Something went wrong on our side',
    );
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
        return HttpResponse.json(
          { id: 'cred-new', name: 'Work laptop', createdAt: '2026-03-03T09:00:00.000Z', lastUsedAt: null },
          { status: 201 },
        );
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
    // The name belongs to the passkey just added: the field is empty for the next one.
    expect((within(section).getByLabelText(/^Passkey name/) as HTMLInputElement).value).toBe('');
    expect(posted).toMatchObject({
      name: 'Work laptop',
      response: {
        id: 'cred-new',
        rawId: b64('cred-new'),
        type: 'public-key',
        response: { attestationObject: b64('attestation'), transports: ['internal'] },
      },
    });
    const [call] = vi.mocked(navigator.credentials.create).mock.calls;
    expect(new TextDecoder().decode((call?.[0]?.publicKey?.challenge as ArrayBuffer) ?? new ArrayBuffer(0))).toBe(
      'registration-challenge',
    );
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
    expect(
      await screen.findByText('The passkey prompt was closed or timed out. Try again when you are ready.'),
    ).toBeTruthy();
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
        if (body.password !== 'correct horse battery')
          return HttpResponse.json(
            { message: 'password is incorrect', code: 'VALIDATION_FAILED', errors: { password: 'is incorrect' } },
            { status: 400 },
          );
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

  it('removing: a wrong password says the tries left, then the lock counts down in the dialog with its fields disabled', async () => {
    let tries = 0;
    server.use(
      http.get('*/api/passkeys', () => HttpResponse.json([PHONE])),
      http.delete('*/api/passkeys/cred-phone', () => {
        tries += 1;
        if (tries === 1)
          return HttpResponse.json(
            {
              message: 'password is incorrect',
              code: 'VALIDATION_FAILED',
              errors: { password: 'is incorrect' },
              attemptsLeft: 1,
            },
            { status: 400 },
          );
        const until = new Date(Date.now() + 15 * 60_000).toISOString();
        return HttpResponse.json(
          {
            message: 'Too many wrong attempts.',
            code: 'PASSWORD_LOCKED',
            errors: { until },
            attemptsLeft: 0,
            lockedUntil: until,
          },
          { status: 429 },
        );
      }),
    );
    const { section, events } = await securityPage();
    await events.click(await within(section).findByRole('button', { name: 'Remove Pixel 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await events.type(within(dialog).getByLabelText(/^Your password/), 'wrong');
    await events.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText(/1 try left/)).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText('Locked after too many wrong attempts')).toBeTruthy();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(within(dialog).getByText(/^1[45]:\d\d$/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove passkey' }).hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog)
        .getByLabelText(/^Your password/)
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(tries).toBe(2);
  });
});
