import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchAuditFailed } from '../../src/features/admin-audit/api/get-audit-log.ts';
import { fetchDashboardFailed } from '../../src/features/admin-dashboard/api/get-dashboard.ts';
import { fetchMailFailed } from '../../src/features/admin-mail/api/get-admin-mail.ts';
import { fetchTemplatesFailed } from '../../src/features/admin-mail/api/get-templates.ts';
import { previewTemplateFailed } from '../../src/features/admin-mail/api/preview-template.ts';
import { resendMailFailed } from '../../src/features/admin-mail/api/resend-admin-mail.ts';
import { resetTemplateFailed } from '../../src/features/admin-mail/api/reset-template.ts';
import { saveTemplateFailed } from '../../src/features/admin-mail/api/save-template.ts';
import { monthReportFailed } from '../../src/features/admin-reports/api/get-month-report.ts';
import { userStatementFailed } from '../../src/features/admin-reports/api/get-user-statement.ts';
import { userYearlyFailed } from '../../src/features/admin-reports/api/get-user-yearly.ts';
import { fetchSettingsFailed } from '../../src/features/admin-settings/api/get-settings.ts';
import { saveSettingsFailed } from '../../src/features/admin-settings/api/save-settings.ts';
import { exportFailed } from '../../src/features/admin-transactions/api/download-transactions-csv.ts';
import { fetchAdminTransactionsFailed } from '../../src/features/admin-transactions/api/get-admin-transactions.ts';
import { adjustBalanceFailed } from '../../src/features/admin-users/api/adjust-user-balance.ts';
import { fetchUserFailed } from '../../src/features/admin-users/api/get-admin-user.ts';
import { fetchUsersFailed } from '../../src/features/admin-users/api/get-admin-users.ts';
import { openSupportViewFailed } from '../../src/features/admin-users/api/open-support-view.ts';
import { updateUserFailed } from '../../src/features/admin-users/api/update-admin-user.ts';
import { fetchPreferencesFailed } from '../../src/features/notification-preferences/api/get-notification-preferences.ts';
import { unsubscribeFailed } from '../../src/features/notification-preferences/api/unsubscribe.ts';
import { savePreferencesFailed } from '../../src/features/notification-preferences/api/update-notification-preferences.ts';
import { broadcastAudienceDefault } from '../../src/features/notifications/api/get-broadcast-audience.ts';
import { sentBroadcastsDefault } from '../../src/features/notifications/api/get-sent-broadcasts.ts';
import { sendBroadcastDefault } from '../../src/features/notifications/api/send-broadcast.ts';
import { downloadFailed } from '../../src/features/statements/api/download-statement.ts';
import { yearlyDownloadFailed } from '../../src/features/statements/api/download-yearly-summary.ts';
import { statementFailed } from '../../src/features/statements/api/get-statement.ts';
import { yearlyFailed } from '../../src/features/statements/api/get-yearly-summary.ts';
import { supportViewsLoadFailed } from '../../src/features/support-view/api/list-support-views.ts';
import { activateLocale, loadAdminCatalog, type MessageId } from '../../src/lib/i18n/i18n.ts';
import { passkeyProblem } from '../../src/lib/passkey-prompt.ts';
import { offContract } from './helpers/contract-check.ts';
import { makeUser } from './helpers/fixtures.ts';
import { readCatalog, resetLocale } from './helpers/i18n.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * The calls' own defaults outside the shared list (statements, notification settings, support
 * view, step-up, the console's reports, users, settings, mail, KYC...) are said in the reader's
 * language when the server sends no message, and in English exactly as before.
 */
afterEach(async () => {
  // The page goes first: a page still open would load its data again in English, after the handlers are gone.
  cleanup();
  await resetLocale();
});

/** Each default's id and its English words, as the app said them before they were translated. */
const ENGLISH: Partial<Record<MessageId, string>> = {
  'admin.audit.error.fetch': 'Failed to fetch the audit log',
  'admin.broadcast.error.audience': 'Failed to count the investors',
  'admin.broadcast.error.send': 'Failed to send notification',
  'admin.broadcast.error.sent': 'Failed to fetch sent notifications',
  'admin.dashboard.error.fetch': 'Failed to fetch dashboard',
  'admin.reports.error.downloadMonth': 'Failed to download the month report',
  'admin.reports.error.downloadStatement': 'Failed to download the statement',
  'admin.reports.error.downloadYearly': 'Failed to download the yearly summary',
  'admin.reports.error.month': 'Failed to load the month report',
  'admin.reports.error.userStatement': "Failed to load the user's statement",
  'admin.reports.error.userYearly': "Failed to load the user's yearly summary",
  'admin.settings.error.fetch': 'Failed to fetch settings',
  'admin.settings.error.save': 'Failed to save settings',
  'admin.transactions.error.export': 'Failed to export transactions',
  'admin.transactions.error.fetch': 'Failed to fetch transactions',
  'admin.users.error.balance': 'Failed to change balance',
  'admin.users.error.fetch': 'Failed to fetch users',
  'admin.users.error.fetchOne': 'Failed to fetch user',
  'admin.users.error.supportView': 'Failed to open the support view',
  'admin.users.error.update': 'Failed to update user',
  'adminMoney.error.fetchMail': 'Failed to fetch the mail outbox',
  'adminMoney.error.fetchTemplates': 'Failed to fetch the templates',
  'adminMoney.error.previewTemplate': 'Failed to render the preview',
  'adminMoney.error.resendMail': 'Failed to queue the mail again',
  'adminMoney.error.resetTemplate': 'Failed to restore the built-in wording',
  'adminMoney.error.saveTemplate': 'Failed to save the template',
  'form.stepUp.checkFailed': 'Could not check your confirmation',
  'form.stepUp.failed': 'Could not confirm it is you',
  'kyc.admin.error.approve': 'Failed to approve KYC',
  'kyc.admin.error.document': 'Failed to load the document',
  'kyc.admin.error.get': 'Failed to fetch KYC submission',
  'kyc.admin.error.list': 'Failed to fetch KYC submissions',
  'kyc.admin.error.reject': 'Failed to reject KYC',
  'notifyPrefs.error.load': 'Failed to load your notification preferences',
  'notifyPrefs.error.save': 'Failed to save your notification preferences',
  'notifyPrefs.unsubscribe.failed': 'Could not unsubscribe. Try again, or choose in Settings.',
  'passkey.error.prompt': 'Failed to start the passkey prompt',
  'statements.error.download': 'Failed to download the statement',
  'statements.error.load': 'Failed to load the statement',
  'statements.error.yearly': 'Failed to load the yearly summary',
  'statements.error.yearlyDownload': 'Failed to download the yearly summary',
  'passkey.error.cancelled': 'The passkey prompt was closed or timed out. Try again when you are ready.',
  'passkey.error.exists': 'This device already holds a passkey for your account.',
  'passkey.error.failed': 'Your browser could not use a passkey here. Try again, or use another way.',
  'passkey.error.unsupported':
    'This browser cannot use passkeys. Open the app in an up-to-date browser such as Chrome, Safari, Edge or Firefox.',
  'supportView.error.current': 'Failed to load the support view',
  'supportView.error.list': 'Failed to load when support viewed your account',
};

/** The defaults a component names by function, read at the moment they are shown. */
const CALLS: Array<[MessageId, () => string]> = [
  [
    'passkey.error.cancelled',
    () => passkeyProblem(Object.assign(new Error('closed'), { name: 'NotAllowedError' })).message,
  ],
  ['statements.error.load', statementFailed],
  ['statements.error.yearly', yearlyFailed],
  ['statements.error.download', downloadFailed],
  ['statements.error.yearlyDownload', yearlyDownloadFailed],
  ['notifyPrefs.unsubscribe.failed', unsubscribeFailed],
  ['notifyPrefs.error.save', savePreferencesFailed],
  ['notifyPrefs.error.load', fetchPreferencesFailed],
  ['supportView.error.list', supportViewsLoadFailed],
  ['admin.reports.error.userYearly', userYearlyFailed],
  ['admin.reports.error.month', monthReportFailed],
  ['admin.reports.error.userStatement', userStatementFailed],
  ['admin.audit.error.fetch', fetchAuditFailed],
  ['admin.dashboard.error.fetch', fetchDashboardFailed],
  ['admin.broadcast.error.send', sendBroadcastDefault],
  ['admin.broadcast.error.audience', broadcastAudienceDefault],
  ['admin.broadcast.error.sent', sentBroadcastsDefault],
  ['admin.users.error.update', updateUserFailed],
  ['admin.users.error.fetchOne', fetchUserFailed],
  ['admin.users.error.supportView', openSupportViewFailed],
  ['admin.users.error.fetch', fetchUsersFailed],
  ['admin.users.error.balance', adjustBalanceFailed],
  ['admin.transactions.error.export', exportFailed],
  ['admin.transactions.error.fetch', fetchAdminTransactionsFailed],
  ['admin.settings.error.fetch', fetchSettingsFailed],
  ['admin.settings.error.save', saveSettingsFailed],
  ['adminMoney.error.previewTemplate', previewTemplateFailed],
  ['adminMoney.error.saveTemplate', saveTemplateFailed],
  ['adminMoney.error.resetTemplate', resetTemplateFailed],
  ['adminMoney.error.fetchTemplates', fetchTemplatesFailed],
  ['adminMoney.error.resendMail', resendMailFailed],
  ['adminMoney.error.fetchMail', fetchMailFailed],
];

const failsWithoutMessage = () => new HttpResponse(null, { status: 400, headers: offContract() });

describe('call defaults in the reader’s language', () => {
  it('keeps every English default as it was and has each one translated in every language', async () => {
    const en = await readCatalog('en');
    for (const [id, text] of Object.entries(ENGLISH)) expect(en[id], id).toBe(text);
    await loadAdminCatalog('en');
    for (const [id, read] of CALLS) expect(read(), id).toBe(ENGLISH[id]);
    for (const locale of ['es', 'fr', 'ru'] as const) {
      const catalog = await readCatalog(locale);
      for (const [id, text] of Object.entries(ENGLISH)) {
        expect(catalog[id], `${locale} ${id}`).toBeTruthy();
        expect(catalog[id], `${locale} ${id}`).not.toBe(text);
      }
      await loadAdminCatalog(locale);
      await activateLocale(locale);
      for (const [id, read] of CALLS) expect(read(), `${locale} ${id}`).toBe(catalog[id]);
    }
  });

  it('tells an investor in Russian that the notification settings did not load', async () => {
    const user = makeUser({ language: 'ru' });
    server.use(
      http.get('*/api/auth/me', () => HttpResponse.json({ user })),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
      http.get('*/api/notification-preferences', failsWithoutMessage),
    );
    await activateLocale('ru');
    await renderApp('/user/settings', { user });
    expect(await screen.findByText('Не удалось загрузить настройки уведомлений', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Failed to load your notification preferences')).toBeNull();
  });

  it('tells an admin in Russian that the settings did not load', async () => {
    server.use(http.get('*/api/admin/settings', failsWithoutMessage));
    await activateLocale('ru');
    const admin = makeUser({ id: 'a1', role: 'admin', username: 'boss', email: 'boss@example.com', language: 'ru' });
    await renderApp('/admin/settings', { user: admin });
    expect(await screen.findByText('Не удалось загрузить настройки')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch settings')).toBeNull();
  });
});
