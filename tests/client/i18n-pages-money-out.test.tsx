import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screenFormat } from '../../src/contract/locale-format.ts';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { makeUser } from './helpers/fixtures.ts';
import { activatePseudoLocale, resetLocale, untranslatedText } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';
import {
  bronze,
  DATA,
  dates,
  paused,
  PAUSED_UNTIL,
  referrals,
  SHARED,
  USABLE_FROM,
} from './helpers/fixtures-money-out.ts';
import { MONEY_OUT_HANDLERS } from './helpers/pages-money-out.ts';

// Every page's answers in every test; a test adds only what differs (a pause).
beforeEach(() => {
  server.use(...MONEY_OUT_HANDLERS);
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
