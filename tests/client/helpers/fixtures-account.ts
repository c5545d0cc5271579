import { http, HttpResponse } from 'msw';
import { formatLocalDateTime } from '../../../src/contract/date-time.ts';
import type { Notification } from '../../../src/contract/notification-shape.ts';
import type { Passkey } from '../../../src/contract/passkeys.ts';
import type { LoginAttempt, Session } from '../../../src/contract/sessions.ts';
import type { Ticket, TicketThread } from '../../../src/contract/tickets.ts';

/** The account pages' data (sign-up, settings, security, notifications, KYC, tickets), shared by the language tests. */

// Data, not text: the app's name, the user's details, devices, places, subjects and server messages.
export const DATA = [
  'WalletInvest',
  'jane@example.com',
  'jane',
  'Jane',
  'Doe',
  'Canada',
  'English',
  'Español',
  'Français',
  'Русский',
  'Firefox 133',
  'Chrome 131',
  'Safari 17',
  'Linux',
  'Windows 10',
  'iOS 17',
  'Local network',
  'Lisbon, Portugal',
  'Work laptop',
  'Cannot withdraw',
  'It fails.',
  'Message 1',
  'Message 2',
  'KYC',
  // Moments, formatted by the one formatter (numbers and dates are not catalog text).
  ...['2026-03-01T10:00:00.000Z', '2026-03-02T11:30:00.000Z', '2026-03-02T11:00:00.000Z'].map(formatLocalDateTime),
];

export const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([]));

export const THIS: Session = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Firefox 133',
  os: 'Linux',
  platform: 'desktop',
  ipAddress: '192.168.1.20',
  place: 'Local network',
  method: 'password',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastSeenAt: '2026-03-02T11:30:00.000Z',
  current: true,
};
/** This device and `others` more: the "Devices" count of Sign out all other devices. */
export const sessions = (others: number): Session[] => [
  THIS,
  ...Array.from({ length: others }, (_, i) => ({
    ...THIS,
    id: `2222222${i}-2222-4222-8222-222222222222`,
    browser: i % 2 ? 'Safari 17' : 'Chrome 131',
    os: i % 2 ? 'iOS 17' : 'Windows 10',
    place: 'Lisbon, Portugal',
    current: false,
  })),
];
export const ATTEMPTS: LoginAttempt[] = [
  {
    id: '1',
    success: true,
    reason: null,
    method: 'password',
    browser: 'Chrome 131',
    os: 'Windows 10',
    platform: 'desktop',
    ipAddress: '203.0.113.9',
    place: 'Lisbon, Portugal',
    createdAt: '2026-03-02T11:30:00.000Z',
  },
  {
    id: '2',
    success: false,
    reason: 'wrong_password',
    method: 'passkey',
    browser: 'Chrome 131',
    os: 'Windows 10',
    platform: 'desktop',
    ipAddress: '203.0.113.9',
    place: 'Lisbon, Portugal',
    createdAt: '2026-03-02T11:00:00.000Z',
  },
];
export const PASSKEY: Passkey = {
  id: 'pk1',
  name: 'Work laptop',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
};
export const TICKET: Ticket = {
  id: 't1',
  subject: 'Cannot withdraw',
  priority: 'high',
  status: 'answered',
  userId: 'u1',
  username: 'jane',
  email: 'jane@example.com',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
export const THREAD: TicketThread = {
  ticket: TICKET,
  messages: [
    {
      id: 'm1',
      author: 'user',
      authorName: 'Jane Doe',
      body: 'It fails.',
      attachment: null,
      createdAt: '2026-03-01T10:00:00.000Z',
    },
  ],
};
export const note = (n: number, isRead: boolean): Notification => ({
  _id: `n${n}`,
  message: `Message ${n}`,
  link: '/user/dashboard',
  isRead,
  createdAt: '2026-03-01T10:00:00.000Z',
});
