import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminLiabilities, LiabilitySnapshot } from '../../src/contract/proof-of-liabilities.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
const snap = (id: string, total: number): LiabilitySnapshot => ({
  snapshot_id: id,
  taken_at: '2026-11-20T09:00:00.000Z',
  root_hash: 'ab'.repeat(32),
  total_cents: total,
  leaf_count: 3,
});

describe('admin proof of liabilities', () => {
  it('takes a snapshot after the step-up dialog, lists it, and shows declared assets over the total', async () => {
    let confirmed = false;
    let snapshots: LiabilitySnapshot[] = [snap('s1', 100_000)];
    const view = (): AdminLiabilities => ({
      snapshots,
      declared_assets: [{ asset: 'USDT', amount_cents: 90_000 }],
      declared_total_cents: 90_000,
      ratio: snapshots[0] ? 90_000 / snapshots[0].total_cents : null,
    });
    server.use(
      http.get('*/api/admin/proof-of-liabilities', () => HttpResponse.json(view())),
      http.get('*/api/step-up', () => HttpResponse.json({ until: null, secondFactor: false, minutes: 10 })),
      http.post('*/api/step-up', () => {
        confirmed = true;
        return HttpResponse.json({
          until: new Date(Date.now() + 600_000).toISOString(),
          secondFactor: false,
          minutes: 10,
        });
      }),
      http.post('*/api/admin/proof-of-liabilities', () => {
        if (!confirmed)
          return HttpResponse.json({ message: 'Confirm it is you first.', code: 'STEP_UP_REQUIRED' }, { status: 403 });
        snapshots = [snap('s2', 120_000), ...snapshots];
        return HttpResponse.json(snapshots[0], { status: 201 });
      }),
    );
    const { events } = await renderApp('/admin/proof-of-liabilities', { user: admin });
    const figures = await screen.findByRole('region', { name: 'Assets and liabilities' });
    expect(within(figures).getByText('90.0 % (below what is owed)')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Take a snapshot now' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await events.type(within(dialog).getByLabelText(/Your password/), 'admin-password');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Snapshots' });
    expect(await within(list).findByText(/1,200\.00 USD/)).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(figures).getByText('75.0 % (below what is owed)')).toBeTruthy();
  });
});
