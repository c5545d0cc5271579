import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeSummary } from './fixtures.ts';

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
  // The admin settings page shows the ranking badge ladder below the settings.
  http.get('*/api/admin/badges', () => HttpResponse.json({ badges: [] })),
];

/** One msw server for the client suite; each test adds the handlers it needs. */
export const server = setupServer(...dashboardDefaults);
