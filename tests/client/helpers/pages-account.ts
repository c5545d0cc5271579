import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeUser } from './fixtures.ts';
import { ATTEMPTS, DATA, note, PASSKEY, sessions, THREAD, TICKET, wallets } from './fixtures-account.ts';
import { readyOn, readyWith, type PageCase } from './page-case.ts';

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 8000 });

/** The account pages with their answers; `ready` waits for their data. */
export const ACCOUNT_PAGES = {
  register: { name: 'register', path: '/register', handlers: [], ready: h1, data: DATA },
  forgot: { name: 'forgot password', path: '/forgot-password', handlers: [], ready: h1, data: DATA },
  reset: { name: 'reset password', path: '/reset-password/reset-token-1', handlers: [], ready: h1, data: DATA },
  unsubscribe: {
    name: 'unsubscribe',
    path: '/unsubscribe?u=11111111-1111-4111-8111-111111111111&c=money&t=abc',
    handlers: [],
    ready: h1,
    data: DATA,
  },
  verifyEmail: {
    name: 'e-mail verification',
    path: '/verify-email/verify-token-1',
    handlers: [http.post('*/api/auth/verify-email', () => HttpResponse.json({ message: 'ok' }))],
    ready: () => screen.findByRole('link', {}, { timeout: 8000 }),
    data: DATA,
  },
  notMe: {
    name: '"This wasn\'t me"',
    path: '/security/not-me/not-me-token-1',
    handlers: [],
    ready: () => screen.findByRole('button', {}, { timeout: 8000 }),
    data: DATA,
  },
  settings: {
    name: 'Settings',
    path: '/user/settings',
    user: makeUser(),
    handlers: [wallets, http.get('*/api/auth/me', () => HttpResponse.json({ user: makeUser() }))],
    ready: readyWith('[role="switch"]'),
    data: DATA,
  },
  security: {
    name: 'Security',
    path: '/user/security',
    user: makeUser(),
    handlers: [
      wallets,
      http.get('*/api/passkeys', () => HttpResponse.json([PASSKEY])),
      http.get('*/api/two-factor', () => HttpResponse.json({ enabled: true, recoveryCodesLeft: 2 })),
      http.get('*/api/sessions', () => HttpResponse.json({ data: sessions(2) })),
      http.get('*/api/sessions/login-history', () => HttpResponse.json({ items: ATTEMPTS, nextCursor: null })),
    ],
    ready: async () => {
      await readyOn('Work laptop')();
      await readyOn(/Lisbon/)();
    },
    data: DATA,
  },
  changePassword: {
    name: 'Change Password',
    path: '/user/change-password',
    user: makeUser(),
    handlers: [wallets],
    ready: readyWith('form'),
    data: DATA,
  },
  notifications: {
    name: 'All Notifications',
    path: '/user/notifications',
    user: makeUser(),
    handlers: [
      wallets,
      http.get('*/api/notifications', () =>
        HttpResponse.json({ notifications: [note(1, false), note(2, true)], unreadCount: 1, nextCursor: 'c2' }),
      ),
    ],
    ready: readyOn('Message 2'),
    data: DATA,
  },
  kycForm: {
    name: 'the KYC form',
    path: '/user/kyc/form',
    user: makeUser(),
    handlers: [wallets],
    ready: readyWith('form'),
    data: DATA,
  },
  kycPending: {
    name: 'the KYC pending page',
    path: '/user/kyc/pending',
    user: makeUser(),
    handlers: [
      wallets,
      http.get('*/api/kyc/status', () => HttpResponse.json({ status: 'pending', reason: null, submittedAt: null })),
    ],
    ready: h1,
    data: DATA,
  },
  tickets: {
    name: 'Support Tickets',
    path: '/user/support-tickets',
    user: makeUser(),
    handlers: [wallets, http.get('*/api/tickets', () => HttpResponse.json({ items: [TICKET], nextCursor: null }))],
    ready: readyOn('Cannot withdraw'),
    data: DATA,
  },
  ticket: {
    name: 'a support ticket thread',
    path: '/user/support-tickets/t1',
    user: makeUser(),
    handlers: [wallets, http.get('*/api/tickets/t1', () => HttpResponse.json(THREAD))],
    ready: readyOn('It fails.'),
    data: DATA,
  },
} satisfies Record<string, PageCase>;
