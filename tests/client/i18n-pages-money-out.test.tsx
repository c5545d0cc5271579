import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Badge, RankingBadges } from '../../src/contract/badges.ts';
import { screenFormat } from '../../src/contract/locale-format.ts';
import type { ReferralStats } from '../../src/contract/referrals.ts';
import type { WithdrawalAccount, WithdrawalMethod } from '../../src/contract/withdrawals.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser, makeWallet } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const main = makeWallet({ balance: 500 });
const PAUSED_UNTIL = '2026-03-03T08:30:00.000Z';
const USABLE_FROM = '2026-03-02T10:00:00.000Z';

const account: WithdrawalAccount = {
  id: 'acc1',
  methodId: 'wm1',
  methodName: 'USDT (TRC20)',
  currency: 'USDT',
  name: 'My TRON wallet',
  details: { wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  createdAt: '2026-03-01T10:00:00.000Z',
  usableFrom: null,
};
const cooling: WithdrawalAccount = {
  ...account,
  id: 'acc2',
  name: 'Savings',
  methodName: 'Bank transfer',
  details: { iban: 'GB00TEST', bank_name: 'Lloyds' },
  usableFrom: USABLE_FROM,
};
const bank: WithdrawalMethod = {
  id: 'wm2',
  name: 'Bank transfer',
  currency: 'USD',
  min: 50,
  max: 50000,
  chargeFixed: 0,
  chargePercent: 1.5,
  processingTime: '1-3 business days',
  fields: [{ key: 'iban', label: 'IBAN', required: true }],
  active: true,
};
const referrals: ReferralStats = {
  code: 'JANE1',
  link: 'http://localhost/register?ref=JANE1',
  currency: 'USD',
  totalEarned: 45,
  totalReferrals: 2,
  levels: [
    { level: 1, count: 2, earned: 40 },
    { level: 2, count: 0, earned: 0 },
  ],
  commissions: { deposit: [5, 2], investment: [3], profit: [] },
};
function badge(overrides: Partial<Badge>): Badge {
  return {
    id: 'b',
    name: 'Bronze',
    icon: '',
    description: '',
    rank: 1,
    minDeposited: 100,
    minInvested: 0,
    minEarned: 0,
    minReferrals: 0,
    bonus: 5,
    active: true,
    reached: false,
    reachedAt: null,
    ...overrides,
  };
}
const bronze = badge({ id: 'b1', reached: true, reachedAt: '2026-03-01T00:00:00.000Z' });
const silver = badge({ id: 'b2', name: 'Silver', rank: 2, minInvested: 500, minReferrals: 3, bonus: 20 });
const ladder: RankingBadges = {
  badges: [bronze, silver],
  current: bronze,
  next: silver,
  percent: 35,
  stats: { deposited: 200, invested: 250, earned: 0, referrals: 1 },
};

// Data, not text: names, codes, methods and currencies the server sends, and the formatter's dates
// (the pseudo-locale accents messages only; dates and amounts keep the active language's form).
const DATA = [
  'My TRON wallet',
  'Savings',
  'Bank transfer',
  'USDT (TRC20)',
  'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  'GB00TEST',
  'Lloyds',
  'IBAN',
  '1-3 business days',
  'USDT',
  'USD',
  'http://localhost/register?ref=JANE1',
  'JANE1',
  'Bronze',
  'Silver',
  'jane',
  'Jane',
];
// Text of shared components outside this area (src/components/money/charge-preview.tsx's region
// name), moved to the catalogs with those components: listed so that it is the only exception.
const SHARED = ['Charge preview'];
const dates = (...moments: string[]) =>
  moments.flatMap((m) => [screenFormat().dateTimeWithZone(m), screenFormat().dateTime(m)]);

const wallets = http.get('*/api/wallet/wallets', () => HttpResponse.json([main]));
const paused = http.get('*/api/withdrawal-protection', () =>
  HttpResponse.json({ pausedUntil: PAUSED_UNTIL, reason: 'password_changed', coolingOffHours: 24 }),
);

const referralLogs = http.get('*/api/referrals/logs', () =>
  HttpResponse.json({
    logs: [
      {
        id: 'c1',
        fromUsername: 'bob',
        level: 1,
        source: 'deposit',
        sourceAmount: 800,
        percent: 5,
        amount: 40,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ],
    nextCursor: null,
  }),
);

// Every page's answers in every test; a test adds only what differs (a pause).
beforeEach(() => {
  server.use(
    wallets,
    http.get('*/api/withdrawal-accounts', () => HttpResponse.json([account, cooling])),
    http.get('*/api/withdrawals/methods', () => HttpResponse.json([bank])),
    http.get('*/api/referrals', () => HttpResponse.json(referrals)),
    referralLogs,
    http.get('*/api/ranking-badges', () => HttpResponse.json(ladder)),
  );
});

afterEach(async () => {
  await resetLocale();
});

/** The page's own content (the shell around it is covered by i18n-pages.test.tsx). */
function page(): HTMLElement {
  const element = document.querySelector('main');
  if (!(element instanceof HTMLElement)) throw new Error('no main element');
  return element;
}

describe('money-out pages under the pseudo-locale', () => {
  it('Withdraw, with a security pause and an account cooling off', async () => {
    server.use(paused);
    await activatePseudoLocale();
    await renderApp('/user/withdraw', { user: makeUser() });
    await screen.findByRole('combobox');
    await screen.findByText(screenFormat().dateTimeWithZone(PAUSED_UNTIL));
    expect(untranslatedText(page(), [...DATA, ...SHARED, ...dates(PAUSED_UNTIL, USABLE_FROM)])).toEqual([]);
  });

  it('Withdrawal Accounts', async () => {
    await activatePseudoLocale();
    await renderApp('/user/withdrawal-accounts', { user: makeUser() });
    await screen.findByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(untranslatedText(page(), [...DATA, ...dates(USABLE_FROM)])).toEqual([]);
  });

  it('Add Withdrawal Account', async () => {
    await activatePseudoLocale();
    await renderApp('/user/add-withdrawal-account', { user: makeUser() });
    await screen.findByRole('combobox');
    expect(untranslatedText(page(), DATA)).toEqual([]);
  });

  it('Send Money, with a security pause', async () => {
    server.use(paused);
    await activatePseudoLocale();
    await renderApp('/user/send-money', { user: makeUser() });
    await screen.findByText(screenFormat().dateTimeWithZone(PAUSED_UNTIL));
    expect(untranslatedText(page(), [...DATA, ...SHARED, ...dates(PAUSED_UNTIL)])).toEqual([]);
  });

  it('Referral', async () => {
    await activatePseudoLocale();
    await renderApp('/user/referral', { user: makeUser() });
    await screen.findByText('JANE1');
    await screen.findByText(/bob/);
    expect(untranslatedText(page(), [...DATA, 'bob', ...dates('2026-03-02T10:00:00.000Z')])).toEqual([]);
  });

  it('Ranking Badge', async () => {
    await activatePseudoLocale();
    await renderApp('/user/ranking-badge', { user: makeUser() });
    await screen.findByRole('progressbar');
    expect(untranslatedText(page(), [...DATA, ...dates(bronze.reachedAt ?? '')])).toEqual([]);
  });
});

describe('money-out pages in Russian', () => {
  it('Referral: a translated heading and the count of referrals in its few and many forms', async () => {
    await activateLocale('ru');
    const { view } = await renderApp('/user/referral', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Реферальная программа' })).toBeTruthy();
    const yours = await screen.findByRole('region', { name: 'Ваши рефералы' });
    expect(yours.textContent).toContain('заработано: 2 прямых реферала');
    view.unmount();

    server.use(http.get('*/api/referrals', () => HttpResponse.json({ ...referrals, totalReferrals: 5 })));
    await renderApp('/user/referral', { user: makeUser({ language: 'ru' }) });
    const many = await screen.findByRole('region', { name: 'Ваши рефералы' });
    expect(within(many).getByText(/5 прямых рефералов/)).toBeTruthy();
  });

  it('Send Money: the pause is said once, before anything is typed, in the language and with the zone', async () => {
    server.use(paused);
    await activateLocale('ru');
    await renderApp('/user/send-money', { user: makeUser({ language: 'ru' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Отправить деньги' })).toBeTruthy();
    const until = screenFormat().dateTimeWithZone(PAUSED_UNTIL);
    const notice = await screen.findByText(/^Отправка денег приостановлена до/);
    expect(notice.textContent).toBe(`Отправка денег приостановлена до ${until}`);
    expect(screen.getAllByText(/приостановлена до/)).toHaveLength(1);
  });
});

describe('Send Money and the pause after a security change', () => {
  it('says the pause on first render with empty fields, exactly once, as Withdraw does', async () => {
    let quotes = 0;
    server.use(
      paused,
      http.post('*/api/send-money/calculate-charge', () => {
        quotes += 1;
        return HttpResponse.json({ message: 'Sending money is paused', code: 'WITHDRAWALS_PAUSED' }, { status: 403 });
      }),
    );
    const { events } = await renderApp('/user/send-money', { user: makeUser() });
    const notice = await screen.findByText(/^Sending money is paused until/);
    expect(notice.textContent).toBe(`Sending money is paused until ${screenFormat().dateTimeWithZone(PAUSED_UNTIL)}`);
    expect((screen.getByLabelText(/^Recipient email/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/^Because your password was changed\./)).toBeTruthy();
    expect(screen.getAllByText(/paused until/)).toHaveLength(1);

    // Filled in, the form still says it once: Review waits and names the pause without repeating it.
    await events.type(screen.getByLabelText(/^Recipient email/), 'bob@example.com');
    await events.type(screen.getByLabelText(/^Amount/), '100');
    const review = screen.getByRole('button', { name: 'Review transfer' }) as HTMLButtonElement;
    expect(review.disabled).toBe(true);
    expect(screen.getAllByText(/paused until/)).toHaveLength(1);
    expect(quotes).toBe(0);
  });

  it('Withdraw says it with the same words and the same date and zone', async () => {
    server.use(paused);
    await renderApp('/user/withdraw', { user: makeUser() });
    const notice = await screen.findByText(/^Withdrawals are paused until/);
    expect(notice.textContent).toBe(`Withdrawals are paused until ${screenFormat().dateTimeWithZone(PAUSED_UNTIL)}`);
    expect(screen.getAllByText(/paused until/)).toHaveLength(1);
  });
});
