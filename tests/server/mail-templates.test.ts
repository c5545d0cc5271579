import { describe, expect, it } from 'vitest';
import { renderMail } from '../../server/modules/mail/mail.render.ts';
import { templates, type MailData, type MailTemplate } from '../../server/modules/mail/mail.templates.ts';

/** One sample per template: a template added without a sample fails the type check. */
const SAMPLES: { [K in MailTemplate]: MailData[K] } = {
  welcome: { link: '/verify-email/tok' },
  verify_email: { link: '/verify-email/tok' },
  reset_password: { link: '/reset-password/tok' },
  staff_invitation: { link: '/reset-password/tok', role: 'finance', invitedBy: 'Grace Hopper' },
  admin_protection_loosened: {
    by: 'Grace Hopper',
    changes: 'Four-eyes threshold from 1,000.00 USD to off',
    state: 'pending',
  },
  deposit_received: { amount: '100.00 USD', reference: 'DEP1', method: 'USDT (TRC20)' },
  deposit_approved: { amount: '100.00 USD', credited: '98.00 USD', reference: 'DEP1' },
  deposit_rejected: { amount: '100.00 USD', reference: 'DEP1', reason: 'No payment arrived' },
  withdrawal_requested: { amount: '50.00 USD', reference: 'WDR1', method: 'Bank transfer' },
  withdrawal_paid: { amount: '50.00 USD', sent: '49.00 USD', reference: 'WDR1' },
  withdrawal_rejected: { amount: '50.00 USD', reference: 'WDR1', reason: 'Account closed' },
  money_received: { amount: '12.00 USD', from: 'alice@example.com', reference: 'TRF1' },
  investment_made: { amount: '500.00 USD', plan: 'Gold' },
  investment_completed: { plan: 'Gold', capital: '500.00 USD' },
  kyc_approved: {},
  kyc_rejected: { reason: 'Blurred photo' },
  ticket_answered: { subject: 'Where is my deposit?', link: '/user/support-tickets/1' },
  password_changed: {},
  two_factor_on: {},
  two_factor_off: {},
  recovery_code_used: { left: 7, told: 'to sign in' },
  new_device: {
    device: 'Chrome 131 on Windows 10',
    place: 'Lisbon, Portugal',
    address: '203.0.113.9',
    at: '2026-11-23 20:15 UTC',
  },
  passkey_added: { name: 'My phone' },
  passkey_removed: { name: 'My phone' },
  secret_checks_locked: { what: 'two-factor code', until: 'Nov 24, 2026, 8:05 PM UTC' },
  security_review: {
    event: 'All your other devices were signed out.',
    passkeys: '"My phone" (added Nov 23, 2026, 8:05 PM UTC)',
    link: '/security/not-me/tok',
  },
  security_undone: { removed: 2 },
  data_export_ready: { expires: 'Dec 5, 2026, 8:05 PM UTC', days: 7 },
  withdrawals_paused: { reason: 'your password was changed', until: 'Nov 24, 2026, 8:05 PM UTC' },
  withdrawal_account_changed: {
    account: 'My TRON wallet',
    method: 'USDT (TRC20)',
    change: 'added',
    usableFrom: 'Nov 24, 2026, 8:05 PM UTC',
  },
  news: { message: 'Deposits by bank transfer are free this week.', link: '/user/deposit' },
  plain: { text: 'Hello,\n\nAn old mail.' },
  recurring_skipped: {
    plan: 'Gold',
    amount: '50.00 USD',
    reason: 'Insufficient balance in your Main Wallet',
    paused: '',
  },
  investment_maturing: { plan: 'Gold', amount: '500.00 USD', when: 'in 3 days', date: 'Dec 1, 2026' },
  balance_low: { balance: '40.00 USD', level: '50.00 USD' },
  price_alert: { asset: 'BTC', rate: '61,000.00 USD', level: '60,000.00 USD', direction: 'above' },
};

const opts = { appUrl: 'https://wallet.example', platformName: 'Acme Wallet' };

describe('mail templates', () => {
  it('render every mail as HTML and plain text from one content: the platform name, the facts and the action link in both', async () => {
    for (const name of Object.keys(templates) as MailTemplate[]) {
      const mail = await renderMail(name, { firstName: 'Ada', ...SAMPLES[name] }, opts);
      expect(mail.subject.length, name).toBeGreaterThan(3);
      expect(mail.html, name).toContain('Acme Wallet');
      expect(mail.text, name).toContain('Acme Wallet');
      expect(mail.text, name).toContain('Hello Ada,');
      expect(mail.text, name).not.toMatch(/<[a-z]/i);
      for (const value of Object.values(SAMPLES[name])) {
        if (typeof value === 'string' && value.startsWith('/')) {
          expect(mail.html, name).toContain(`https://wallet.example${value}`);
          expect(mail.text, name).toContain(`https://wallet.example${value}`);
        } else if (name !== 'plain') {
          expect(mail.text, `${name}: ${String(value)}`).toContain(String(value));
        }
      }
    }
  });

  it('lays out for a phone and for dark mode: a fluid 560 px column, 16 px text, dark colours for mail apps that ask', async () => {
    const mail = await renderMail('deposit_approved', { firstName: 'Ada', ...SAMPLES.deposit_approved }, opts);
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail.html).toContain('max-width:560px');
    expect(mail.html).toContain('width:100%');
    expect(mail.html).toContain('font-size:16px');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail.html).toContain('name="color-scheme" content="light dark"');
    expect(mail.subject).toBe('Your deposit of 100.00 USD was approved');
    expect(mail.text).toContain('Credited: 98.00 USD');
  });

  it('security mails tell the reader what to do if it was not them; an unknown template is refused', async () => {
    const mail = await renderMail('two_factor_off', { firstName: 'Ada' }, opts);
    expect(mail.text).toContain('If this was not you, change your password at once');
    await expect(renderMail('no_such_template', {}, opts)).rejects.toThrow(/unknown mail template/);
  });
});
