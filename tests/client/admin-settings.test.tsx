import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/contract/settings.ts';
import { metaFor } from '../../src/features/admin-settings/settings-meta.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });

describe('admin settings', () => {
  it('gives a key the page has no entry for a label, a guessed unit and the Other group', () => {
    expect(metaFor('futureBonusAmount', 5)).toEqual({
      label: 'Future bonus amount',
      unit: 'money',
      group: 'Other',
      help: '',
    });
    expect(metaFor('depositAutoApprove', false).unit).toBe('switch');
    expect(metaFor('badgeBonusPercent', 2).unit).toBe('percent');
  });

  it('shows every key with its unit and help, validates with the contract, sends only changed keys and shows server field errors', async () => {
    const puts: unknown[] = [];
    const stored = { ...DEFAULT_SETTINGS };
    server.use(
      http.get('*/api/admin/settings', () => HttpResponse.json({ data: stored })),
      http.put('*/api/admin/settings', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        if ('sendMoneyMin' in body) {
          return HttpResponse.json(
            {
              message: 'sendMoneyMin must keep sendMoneyMin at most sendMoneyMax',
              code: 'VALIDATION_FAILED',
              errors: { sendMoneyMin: 'must not be greater than sendMoneyMax' },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ message: 'Settings updated', data: { ...stored, ...body } });
      }),
    );
    const { events } = await renderApp('/admin/settings', { user: admin });
    const percent = await screen.findByLabelText(/^Exchange percent charge/, {}, { timeout: 3000 });
    expect(screen.getAllByText('Percent of the amount, added to the fixed charge.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Minimum transfer \(USD\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Withdrawals per day \(count\)/)).toBeTruthy();
    expect(screen.getByLabelText('Require approved KYC to withdraw')).toBeTruthy();
    expect(screen.getByLabelText(/^Deposit commission levels/)).toHaveProperty('value', '5, 2, 1');

    await events.clear(percent);
    await events.type(percent, '150');
    await events.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Exchange percent charge must be at most 100')).toBeTruthy();
    expect(puts).toHaveLength(0);

    await events.clear(percent);
    await events.type(percent, '2.5');
    await events.click(screen.getByLabelText('Require approved KYC to withdraw'));
    await events.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(puts).toEqual([{ exchangeChargePercent: 2.5, withdrawRequireKyc: true }]);

    const min = screen.getByLabelText(/^Minimum transfer/);
    await events.clear(min);
    await events.type(min, '20000');
    await events.click(screen.getByRole('button', { name: 'Save settings' }));
    const field = min.closest('div');
    expect(
      await within(field as HTMLElement).findByText('Minimum transfer must not be greater than sendMoneyMax'),
    ).toBeTruthy();
  });
});
