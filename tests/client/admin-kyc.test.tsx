import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminKycDetail, AdminKycItem } from '../../src/contract/kyc.ts';
import { renderApp } from './helpers/render-app.tsx';
import { makeUser } from './helpers/fixtures.ts';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'admin', email: 'admin@example.com' });

const item: AdminKycItem = {
  id: 'k1',
  userId: 'u1',
  username: 'priya',
  email: 'priya.raman.longname@example-investments.com',
  status: 'pending',
  idType: 'driver_license',
  firstName: 'Priya',
  lastName: 'Raman',
  createdAt: '2026-11-20T09:30:00.000Z',
};

const detail = (over: Partial<AdminKycDetail> = {}): AdminKycDetail => ({
  ...item,
  idNumber: 'D1234567',
  address: '1 High Street',
  city: 'London',
  state: 'London',
  zipCode: 'N1 1AA',
  kycAddressCountry: 'United Kingdom',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  document: { url: '/api/admin/kyc/k1/document', mime: 'image/png', name: 'licence.png', size: 1200 },
  rejectionReason: null,
  reviewedAt: null,
  ...over,
});

function handlers(decisions: string[]) {
  return [
    http.get('*/api/admin/kyc', () => HttpResponse.json({ items: [item], nextCursor: null })),
    http.get('*/api/admin/kyc/k1', () => HttpResponse.json(detail())),
    http.get(
      '*/api/admin/kyc/k1/document',
      () => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    ),
    http.post('*/api/admin/kyc/k1/:decision', async ({ params, request }) => {
      const decision = String(params.decision);
      decisions.push(
        decision === 'reject' ? `reject: ${((await request.json()) as { reason: string }).reason}` : decision,
      );
      const status = decision === 'approve' ? 'approved' : 'rejected';
      return HttpResponse.json({
        message: decision === 'approve' ? 'KYC approved successfully' : 'KYC rejected',
        kyc: detail({ status, rejectionReason: decision === 'reject' ? 'Blurry photo' : null }),
      });
    }),
  ];
}

describe('admin KYC review', () => {
  it('reads statuses and document types as words, and wraps e-mails only after the @', async () => {
    server.use(...handlers([]));
    await renderApp('/admin/kyc-review', { user: admin });
    const list = await screen.findByRole('list', { name: 'KYC submissions' }, { timeout: 3000 });
    expect(list.textContent).toContain("Driver's license · Pending");
    expect(list.textContent).not.toMatch(/driver_license|· pending/);
    const email = within(list).getByTitle(item.email);
    // Two unbreakable halves split after the "@", the full address on hover.
    expect([...email.querySelectorAll(':scope > span')].map((s) => s.textContent)).toEqual([
      'priya.raman.longname@',
      'example-investments.com',
    ]);
    expect(email.querySelector('wbr')).toBeTruthy();
    expect(email.getAttribute('tabindex')).toBeNull();
  });

  it('asks before approving, says it worked, and shows the new status as a word', async () => {
    const decisions: string[] = [];
    server.use(...handlers(decisions));
    const { events } = await renderApp('/admin/kyc-review', { user: admin });
    await events.click(await screen.findByRole('button', { name: `Review ${item.email}` }, { timeout: 3000 }));
    const panel = await screen.findByRole('region', { name: 'KYC submission' });
    await events.click(within(panel).getByRole('button', { name: 'Approve' }));
    // Nothing is sent before the confirmation.
    const dialog = await screen.findByRole('dialog');
    expect(decisions).toEqual([]);
    expect(dialog.textContent).toContain('Priya Raman (@priya)');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm approve' }));
    await waitFor(() => expect(decisions).toEqual(['approve']));
    expect(await screen.findByText('KYC approved successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('region', { name: 'KYC submission' })).getByText('Approved')).toBeTruthy();
  });

  it('asks for a reason in the confirmation before rejecting', async () => {
    const decisions: string[] = [];
    server.use(...handlers(decisions));
    const { events } = await renderApp('/admin/kyc-review', { user: admin });
    await events.click(await screen.findByRole('button', { name: `Review ${item.email}` }, { timeout: 3000 }));
    await events.click(
      within(await screen.findByRole('region', { name: 'KYC submission' })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm reject' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await events.type(within(dialog).getByLabelText(/^Reason for rejection/), 'Blurry photo');
    await events.click(confirm);
    await waitFor(() => expect(decisions).toEqual(['reject: Blurry photo']));
    expect(await screen.findByText('KYC rejected.')).toBeTruthy();
  });
});
