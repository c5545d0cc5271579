import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PERMISSIONS } from '../../../src/contract/staff-permissions.ts';
import { makeSummary } from './fixtures.ts';

export const OWNER_ACCESS = {
  role: 'owner',
  permissions: [...PERMISSIONS],
  twoFactorEnabled: true,
  twoFactorSetupRequired: false,
  fourEyesThreshold: 1000,
} as const;

/**
 * Every dashboard visit also loads the summary and the latest transactions; these defaults
 * answer them so tests about other things need not. A test's own handlers take precedence.
 */
const dashboardDefaults = [
  http.get('*/api/wallet/summary', () => HttpResponse.json({ data: makeSummary() })),
  http.get('*/api/transactions/user', () => HttpResponse.json([])),
  // The user layout polls notifications and shows the KYC mark on every user page.
  http.get('*/api/notifications/unread-count', () => HttpResponse.json({ count: 0 })),
  http.get('*/api/notifications', () => HttpResponse.json({ notifications: [], unreadCount: 0, nextCursor: null })),
  http.get('*/api/kyc/status', () => HttpResponse.json({ status: 'none', reason: null, submittedAt: null })),
  // The settings page shows the two-factor section.
  http.get('*/api/two-factor', () => HttpResponse.json({ enabled: false, recoveryCodesLeft: 0 })),
  // The Security page lists the signed-in devices and the login history.
  http.get('*/api/sessions', () => HttpResponse.json({ data: [] })),
  http.get('*/api/sessions/login-history', () => HttpResponse.json({ items: [], nextCursor: null })),
  // ... its anti-phishing code (none yet) and support's views of the account (none).
  http.get('*/api/security/anti-phishing-code', () => HttpResponse.json({ code: null, updated_at: null })),
  http.get('*/api/security/support-views', () => HttpResponse.json({ items: [] })),
  // ... and the passkeys.
  http.get('*/api/passkeys', () => HttpResponse.json([])),
  // ... and Your data: no export yet.
  http.get('*/api/account/exports', () => HttpResponse.json({ exports: [] })),
  // Security page: the no-code amount of send money, and this session's step-up (none yet).
  http.get('*/api/security/send-without-code', () => HttpResponse.json({ amount: 100, max: 100, currency: 'USD' })),
  http.get('*/api/step-up', () => HttpResponse.json({ until: null, secondFactor: false, minutes: 10 })),
  // ... and the notification preferences, every channel on.
  http.get('*/api/notification-preferences', () =>
    HttpResponse.json({
      preferences: ['money', 'investments', 'security', 'support', 'news'].map((category) => ({
        category,
        inApp: true,
        email: true,
        push: true,
        locked: category === 'security',
      })),
    }),
  ),
  // Send Money checks its limits before Review and offers recent recipients; a lost server is probed on /api/health.
  http.get('*/api/send-money/limits', () =>
    HttpResponse.json({
      currency: 'USD',
      min: 1,
      max: 10_000,
      dailyLimit: 25_000,
      dailyLeft: 25_000,
      maxSendable: 10_000,
      chargeFixed: 0,
      chargePercent: 0,
    }),
  ),
  http.get('*/api/send-money/logs', () => HttpResponse.json({ items: [], nextCursor: null })),
  http.get('*/api/send-money/recipient', () =>
    HttpResponse.json({ message: 'Recipient not found', code: 'RECIPIENT_NOT_FOUND' }, { status: 404 }),
  ),
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', database: 'ok', time: new Date().toISOString() })),
  // Every page's maintenance banner asks once: off.
  http.get('*/api/maintenance', () => HttpResponse.json({ on: false, message: '', until: null })),
  // The withdraw page asks whether withdrawals are paused after a security change: not paused.
  http.get('*/api/withdrawal-protection', () =>
    HttpResponse.json({ pausedUntil: null, reason: null, coolingOffHours: 24 }),
  ),
  // The admin dashboard links the four-eyes queue with its count: nothing waits.
  http.get('*/api/admin/approvals', () => HttpResponse.json({ items: [], pending: 0 })),
  // The admin withdrawals page lists the payout batches below the queue: none.
  http.get('*/api/admin/payout-batches', () => HttpResponse.json({ items: [] })),
  http.get('*/api/admin/proof-of-liabilities', () =>
    HttpResponse.json({ snapshots: [], declared_assets: [], declared_total_cents: null, ratio: null }),
  ),
  // The admin settings page shows the ranking badge ladder below the settings.
  http.get('*/api/admin/badges', () => HttpResponse.json({ badges: [] })),
  // The admin panel loads the signed-in admin's staff access first: an owner with two-factor on, unless a test says otherwise.
  http.get('*/api/admin/access', () => HttpResponse.json({ data: OWNER_ACCESS })),
];

/** One msw server for the client suite; each test adds the handlers it needs. */
export const server = setupServer(...dashboardDefaults);
