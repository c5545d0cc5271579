import type { MessageId } from '../../lib/i18n/i18n.ts';
import type { LinkProps } from '@tanstack/react-router';
import type { Permission } from '../../contract/staff-permissions.ts';

/** Sidebar links of the user area, in the order of docs/product.md, "Screens and routes". */
export const USER_NAV_LINKS = [
  { label: 'nav.dashboard', to: '/user/dashboard' },
  { label: 'nav.allSchema', to: '/user/schemas' },
  { label: 'nav.schemaLogs', to: '/user/schema-logs' },
  { label: 'nav.allTransactions', to: '/user/transactions' },
  { label: 'nav.addMoney', to: '/user/deposit' },
  { label: 'nav.addMoneyLog', to: '/user/deposit/logs' },
  { label: 'nav.walletExchange', to: '/user/wallet-exchange' },
  { label: 'nav.sendMoney', to: '/user/send-money' },
  { label: 'nav.sendMoneyLog', to: '/user/send-money/log' },
  { label: 'nav.withdraw', to: '/user/withdraw' },
  { label: 'nav.withdrawLog', to: '/user/withdraw/log' },
  { label: 'nav.rankingBadge', to: '/user/ranking-badge' },
  { label: 'nav.referral', to: '/user/referral' },
  { label: 'nav.settings', to: '/user/settings' },
  { label: 'nav.supportTickets', to: '/user/support-tickets' },
  { label: 'nav.allNotifications', to: '/user/notifications' },
  // Beyond the product rules' list: the investor's check of the published proof of liabilities.
  { label: 'nav.verifyBalance', to: '/user/verify-balance' },
  // Investing on a schedule and the alerts an investor sets (docs/product.md, "Recurring investing and alerts").
  { label: 'nav.recurring', to: '/user/recurring' },
  { label: 'nav.alerts', to: '/user/alerts' },
] as const;

/** The mobile bottom bar shows the first five. */
export const USER_MOBILE_LINKS = USER_NAV_LINKS.slice(0, 5);

/** The nine admin pages of docs/product.md ("Admin area"), in its order: always first in the sidebar. */
export const ADMIN_NAV_LINKS = [
  { label: 'nav.admin.dashboard', to: '/admin/dashboard', permission: 'dashboard.view' },
  { label: 'nav.admin.users', to: '/admin/users', permission: 'users.view' },
  { label: 'nav.admin.kycReview', to: '/admin/kyc-review', permission: 'kyc.review' },
  { label: 'nav.admin.deposits', to: '/admin/deposits', permission: 'deposits.review' },
  { label: 'nav.admin.investments', to: '/admin/investments', permission: 'investments.view' },
  { label: 'nav.admin.transactions', to: '/admin/transactions', permission: 'transactions.view' },
  { label: 'nav.admin.tickets', to: '/admin/tickets', permission: 'tickets.handle' },
  { label: 'nav.admin.withdrawals', to: '/admin/withdrawals', permission: 'withdrawals.review' },
  { label: 'nav.admin.notifications', to: '/admin/notifications', permission: 'notifications.send' },
] as const;

/** Pages beyond those nine, in a group of their own below the nine. */
export const ADMIN_MORE_LINKS = [
  { label: 'nav.admin.onchain', to: '/admin/onchain', permission: 'deposits.review' },
  { label: 'nav.admin.cardPayments', to: '/admin/card-payments', permission: 'deposits.review' },
  { label: 'nav.admin.approvals', to: '/admin/approvals', permission: 'withdrawals.review' },
  { label: 'nav.admin.reports', to: '/admin/reports', permission: 'transactions.view' },
  { label: 'nav.admin.proofOfLiabilities', to: '/admin/proof-of-liabilities', permission: 'dashboard.view' },
  { label: 'nav.admin.settings', to: '/admin/settings', permission: 'settings.view' },
  { label: 'nav.admin.audit', to: '/admin/audit', permission: 'audit.view' },
  { label: 'nav.admin.mail', to: '/admin/mail', permission: 'mail.view' },
  { label: 'templates.nav', to: '/admin/templates', permission: 'settings.view' },
  { label: 'nav.admin.staff', to: '/admin/staff', permission: 'staff.manage' },
] as const;

/** Every admin page with its permission: the nine, then the rest. */
export const ADMIN_ALL_LINKS = [...ADMIN_NAV_LINKS, ...ADMIN_MORE_LINKS] as const;

export const ADMIN_MORE_HEADING: MessageId = 'nav.admin.more';

export const ADMIN_MOBILE_LINKS = [
  { label: 'nav.admin.dashboard', to: '/admin/dashboard', permission: 'dashboard.view' },
  { label: 'nav.admin.users', to: '/admin/users', permission: 'users.view' },
  { label: 'nav.admin.deposits', to: '/admin/deposits', permission: 'deposits.review' },
  { label: 'nav.admin.withdrawals', to: '/admin/withdrawals', permission: 'withdrawals.review' },
  { label: 'nav.admin.notify', to: '/admin/notifications', permission: 'notifications.send' },
] as const;

/** `permission`: the staff permission an admin link needs (hidden without it, src/lib/staff-access.ts). */
export type NavLinkItem = {
  /** The link's text, a message id (src/i18n/catalogs). */
  readonly label: MessageId;
  readonly to: NonNullable<LinkProps['to']>;
  readonly permission?: Permission;
};
