import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { auditActions, auditFieldKeys, auditTargets } from './helpers/audit-keys.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

// A loaded machine renders the admin pages slowly: generous waits, no sleeps.
const WAIT = { timeout: 8000 };
const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com' });
// Data, not text: the actor, currencies, and the abbreviations every language keeps (KYC, RPC, ID, xpub).
// The entry's date comes from the formatter in its own language (English under the pseudo-locale).
const DATA = ['boss', 'example', 'com', 'USD', 'KYC', 'RPC', 'ID', 'xpub', 'Mar', 'AM', 'PM', 'UTC'];

/** One audit entry that changed every field the server can write (each from 0 to 1). */
const everyField = () => {
  const keys = auditFieldKeys();
  return {
    items: [
      {
        id: 1,
        actor: { id: 'a1', username: 'boss', email: 'boss@example.com' },
        action: 'settings.update',
        targetType: 'user',
        targetId: 'u1234567',
        before: Object.fromEntries(keys.map((k) => [k, 0])),
        after: Object.fromEntries(keys.map((k) => [k, 1])),
        reason: null,
        createdAt: '2026-03-03T07:00:00.000Z',
      },
    ],
    nextCursor: null,
  };
};

/** One entry per action the server audits, each about one of the kinds of things it audits. */
const everyAction = () => {
  const targets = auditTargets();
  return {
    items: auditActions().map((action, i) => ({
      id: i + 1,
      actor: { id: 'a1', username: 'boss', email: 'boss@example.com' },
      action,
      targetType: targets[i % targets.length],
      targetId: 'u1234567',
      before: null,
      after: null,
      reason: null,
      createdAt: '2026-03-03T07:00:00.000Z',
    })),
    nextCursor: null,
  };
};

const changeText = async (container: HTMLElement) => {
  await screen.findByText(/→/, {}, WAIT);
  return container.querySelector('main') as HTMLElement;
};

afterEach(async () => {
  await resetLocale();
  localStorage.clear();
});

describe('audit field names come from the catalogs', () => {
  it('finds the fields, actions and kinds of targets where the server writes them', () => {
    expect(auditActions()).toEqual(expect.arrayContaining(['liabilities.declare_assets', 'staff.role', 'balance.add']));
    expect(auditTargets()).toEqual(expect.arrayContaining(['payout_batch', 'all-users']));
    const keys = auditFieldKeys();
    // The less common ones too: a plan's early exit, a method's RPC, the proof of liabilities.
    expect(keys).toEqual(expect.arrayContaining(['earlyExitPenaltyPercent', 'rpcUrl', 'leafCount', 'passkeysRemoved']));
    expect(keys.length).toBeGreaterThan(100);
  });

  it('names every field the audit list can show under the pseudo-locale: none spelled out from its key', async () => {
    server.use(http.get('*/api/admin/audit', () => HttpResponse.json(everyField())));
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/audit', { user: admin });
    expect(untranslatedText(await changeText(view.container), DATA)).toEqual([]);
  });

  it('names them in Russian', async () => {
    server.use(http.get('*/api/admin/audit', () => HttpResponse.json(everyField())));
    await activateLocale('ru');
    const { view } = await renderApp('/admin/audit', { user: { ...admin, language: 'ru' } });
    const page = await changeText(view.container);
    expect(untranslatedText(page, DATA)).toEqual([]);
    expect(page.textContent).toContain('Штраф за досрочный выход (%): 0 → 1');
    expect(page.textContent).toContain('Порог двойного подтверждения: 0 → 1');
    expect(page.textContent).toContain('Удалённые ключи доступа: 0 → 1');
  });
});

describe('audit actions and what they were about come from the catalogs', () => {
  it('names every action and kind of target under the pseudo-locale', async () => {
    server.use(http.get('*/api/admin/audit', () => HttpResponse.json(everyAction())));
    await activatePseudoLocale();
    const { view } = await renderApp('/admin/audit', { user: admin });
    await screen.findAllByText(/u1234567/, {}, WAIT);
    expect(untranslatedText(view.container.querySelector('main') as HTMLElement, DATA)).toEqual([]);
  });

  it('names them in Russian', async () => {
    server.use(http.get('*/api/admin/audit', () => HttpResponse.json(everyAction())));
    await activateLocale('ru');
    const { view } = await renderApp('/admin/audit', { user: { ...admin, language: 'ru' } });
    await screen.findByText('Пакет выплат оплачен', {}, WAIT);
    expect(untranslatedText(view.container.querySelector('main') as HTMLElement, DATA)).toEqual([]);
  });
});
