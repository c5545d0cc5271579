import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../src/lib/session-store.ts';
import { makeUser } from './helpers/fixtures.ts';
import { currentPath, renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import { offContract } from './helpers/contract-check.ts';

const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));
const statusOf = (status: string, reason: string | null = null) =>
  http.get('*/api/kyc/status', () => HttpResponse.json({ status, reason, submittedAt: null }));
/*
 * jsdom's File and FormData do not survive Node's fetch (undici) that msw intercepts: the body is
 * cut short. These tests use Node's own File and FormData, as a browser would use its own pair.
 */
const NodeFormData = (
  await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
).constructor;
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
});
afterEach(() => {
  vi.unstubAllGlobals();
});
const pdf = () => new NodeFile(['%PDF-1.4\n%%EOF\n'], 'passport.pdf', { type: 'application/pdf' }) as unknown as File;

type Events = Awaited<ReturnType<typeof renderApp>>['events'];

function dropFile(file: File) {
  const zone = screen.getByText(/Drag and drop a file here/).closest('label');
  if (!zone) throw new Error('no drop zone');
  fireEvent.drop(zone, { dataTransfer: { files: [file] } });
}

async function fillForm(events: Events, file: File | null = pdf()) {
  await events.selectOptions(await screen.findByLabelText(/^Verification Type/), 'passport');
  await events.type(screen.getByLabelText(/^Document Number/), 'X1234567');
  await events.type(screen.getByLabelText(/^Address/), '1 Main Street');
  await events.type(screen.getByLabelText(/^City/), 'Toronto');
  await events.type(screen.getByLabelText(/^State/), 'Ontario');
  await events.type(screen.getByLabelText(/^Zip\/Postal Code/), 'M5V 2T6');
  await events.type(screen.getByLabelText(/^Country/), 'Canada');
  if (file) dropFile(file);
}

const submitButton = () => screen.getByRole('button', { name: /Submit Now|Submitting\.\.\./ }) as HTMLButtonElement;

describe('KYC form', () => {
  it('has the documented fields; Document Number appears once a type is chosen; Submit Now waits for every field', async () => {
    server.use(wallets, statusOf('none'));
    const { events } = await renderApp('/user/kyc/form', { user: makeUser() });
    const select = (await screen.findByLabelText(/^Verification Type/)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', 'passport', 'driver_license', 'national_id']);
    expect(screen.queryByLabelText(/^Document Number/)).toBeNull();
    expect(submitButton().disabled).toBe(true);
    await fillForm(events, null);
    expect(submitButton().disabled).toBe(true);
    dropFile(pdf());
    expect(screen.getByText('passport.pdf')).toBeTruthy();
    expect(submitButton().disabled).toBe(false);
    expect(screen.getByLabelText(/^Upload Document/)).toBeTruthy();
  });

  it('posts multipart to /api/kyc/submit with the documented fields, toasts and opens the pending page', async () => {
    const sent: Record<string, string> = {};
    let fileName = '';
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      wallets,
      statusOf('none'),
      http.post('*/api/kyc/submit', async ({ request }) => {
        // Read as text: undici's own multipart parser trips over jsdom's File global.
        const text = await request.text();
        for (const m of text.matchAll(
          /name="(\w+)"(; filename="([^"]*)")?[^\r]*\r\n(?:Content-Type: [^\r]*\r\n)?\r\n([^\r]*)\r\n/g,
        )) {
          if (m[3] !== undefined) fileName = `${m[1]}:${m[3]}`;
          else sent[m[1] ?? ''] = m[4] ?? '';
        }
        await gate;
        return HttpResponse.json({ message: 'KYC submitted successfully!', status: 'pending' });
      }),
    );
    const { events, router } = await renderApp('/user/kyc/form', { user: makeUser() });
    await fillForm(events);
    server.use(statusOf('pending'));
    await events.click(submitButton());
    expect(submitButton().textContent).toBe('Submitting...');
    release();
    expect(await screen.findByText('KYC submitted successfully!')).toBeTruthy();
    await waitFor(() => expect(currentPath(router)).toBe('/user/kyc/pending'));
    expect(sent).toEqual({
      idType: 'passport',
      idNumber: 'X1234567',
      address: '1 Main Street',
      city: 'Toronto',
      state: 'Ontario',
      zipCode: 'M5V 2T6',
      kycAddressCountry: 'Canada',
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '+1 555 0100',
      country: 'Canada',
    });
    expect(fileName).toBe('idDocument:passport.pdf');
    expect(screen.getByRole('heading', { name: 'Your Kyc is Pending' })).toBeTruthy();
    expect(screen.getByText(/under review/)).toBeTruthy();
    expect(screen.getByText(/You will be notified/)).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/dashboard'));
  });

  it('checks in the documented order: all fields, login, profile, file type', async () => {
    server.use(wallets, statusOf('none'));
    const { events } = await renderApp('/user/kyc/form', { user: makeUser({ phone: '' }) });
    await screen.findByLabelText(/^Verification Type/);
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
    expect(await screen.findByText('Please fill all required KYC details and upload your document.')).toBeTruthy();

    await fillForm(events, new NodeFile(['hello'], 'notes.txt', { type: 'text/plain' }) as unknown as File);
    await events.click(submitButton());
    expect(
      await screen.findByText('Incomplete profile. Please update your name, phone, and country in your profile.'),
    ).toBeTruthy();

    useSessionStore.setState({ user: makeUser() });
    await events.click(submitButton());
    expect(await screen.findByText('Invalid file format. Accepted: images or PDF.')).toBeTruthy();

    // Logged out in another tab: the token is still here but the user is gone.
    useSessionStore.setState({ user: null });
    await events.click(submitButton());
    expect(await screen.findByText('Authentication error. Please log in again.')).toBeTruthy();
  });

  it.each([
    [
      'the server message',
      () => HttpResponse.json({ message: 'Your KYC is already under review.', code: 'CONFLICT' }, { status: 409 }),
      'Your KYC is already under review.',
    ],
    [
      'Submission failed. without a message',
      () => HttpResponse.json({ code: 'X' }, { status: 400, headers: offContract() }),
      'Submission failed.',
    ],
    [
      'the non-200 message for another 2xx',
      () => HttpResponse.json({ ok: true }, { status: 201, headers: offContract() }),
      'KYC submission failed. Please try again.',
    ],
    [
      'the default for an unreadable answer',
      () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: offContract() }),
      'Failed to submit KYC',
    ],
  ])('shows %s', async (_name, answer, message) => {
    server.use(wallets, statusOf('none'), http.post('*/api/kyc/submit', answer));
    const { events, router } = await renderApp('/user/kyc/form', { user: makeUser() });
    await fillForm(events);
    await events.click(submitButton());
    expect(await screen.findByText(message)).toBeTruthy();
    expect(currentPath(router)).toBe('/user/kyc/form');
    expect(submitButton().textContent).toBe('Submit Now');
  });

  it('sends a pending user to the pending page', async () => {
    server.use(wallets, statusOf('pending'));
    const { router } = await renderApp('/user/kyc/form', { user: makeUser() });
    await waitFor(() => expect(currentPath(router)).toBe('/user/kyc/pending'));
    expect(await screen.findByText('Your Kyc is Pending')).toBeTruthy();
  });

  it('shows a rejected user the reason and the form again', async () => {
    server.use(wallets, statusOf('rejected', 'Document is blurry'));
    await renderApp('/user/kyc/form', { user: makeUser() });
    expect(await screen.findByText('Reason: Document is blurry')).toBeTruthy();
    expect(screen.getByLabelText(/^Verification Type/)).toBeTruthy();
    // The header chip (sm and up), its copy in the phone menu and the phone strip: each accessible name starts with the visible words.
    const marks = screen.getAllByRole('link', { name: 'KYC rejected, submit again' });
    expect(marks.map((m) => m.textContent)).toEqual(['KYC rejected', 'KYC rejected', 'KYC rejected']);
    expect(marks[0]?.getAttribute('href')).toBe('/user/kyc/form');
  });

  it('shows approved users the verified mark', async () => {
    server.use(wallets, statusOf('approved'));
    await renderApp('/user/dashboard', { user: makeUser() });
    const marks = await screen.findAllByTitle('Verified account');
    expect(marks.map((m) => m.textContent)).toEqual(['Verified', 'Verified']);
  });
});
