import type { LinkProps } from '@tanstack/react-router';
import type { Permission } from '../../contract/staff-permissions.ts';

/** Sidebar links of the user area, in the order of docs/product.md, "Screens and routes". */
export const USER_NAV_LINKS = [
  { label: 'Dashboard', to: '/user/dashboard' },
  { label: 'All Schema', to: '/user/schemas' },
  { label: 'Schema Logs', to: '/user/schema-logs' },
  { label: 'All Transactions', to: '/user/transactions' },
  { label: 'Add Money', to: '/user/deposit' },
  { label: 'Add Money Log', to: '/user/deposit/logs' },
  { label: 'Wallet Exchange', to: '/user/wallet-exchange' },
  { label: 'Send Money', to: '/user/send-money' },
  { label: 'Send Money Log', to: '/user/send-money/log' },
  { label: 'Withdraw', to: '/user/withdraw' },
  { label: 'Withdraw Log', to: '/user/withdraw/log' },
  { label: 'Ranking Badge', to: '/user/ranking-badge' },
  { label: 'Referral', to: '/user/referral' },
  { label: 'Settings', to: '/user/settings' },
  { label: 'Support Tickets', to: '/user/support-tickets' },
  { label: 'All Notifications', to: '/user/notifications' },
  // Beyond the product rules' list: the investor's check of the published proof of liabilities.
  { label: 'Verify my balance', to: '/user/verify-balance' },
  // Investing on a schedule and the alerts an investor sets (docs/product.md, "Recurring investing and alerts").
  { label: 'Recurring', to: '/user/recurring' },
  { label: 'Alerts', to: '/user/alerts' },
] as const;

/** The mobile bottom bar shows the first five. */
export const USER_MOBILE_LINKS = USER_NAV_LINKS.slice(0, 5);

/** The nine admin pages of docs/product.md ("Admin area"), in its order: always first in the sidebar. */
export const ADMIN_NAV_LINKS = [
  { label: 'Dashboard', to: '/admin/dashboard', permission: 'dashboard.view' },
  { label: 'Users', to: '/admin/users', permission: 'users.view' },
  { label: 'KYC Review', to: '/admin/kyc-review', permission: 'kyc.review' },
  { label: 'Deposits', to: '/admin/deposits', permission: 'deposits.review' },
  { label: 'Investments', to: '/admin/investments', permission: 'investments.view' },
  { label: 'Transactions', to: '/admin/transactions', permission: 'transactions.view' },
  { label: 'Tickets', to: '/admin/tickets', permission: 'tickets.handle' },
  { label: 'Withdrawals', to: '/admin/withdrawals', permission: 'withdrawals.review' },
  { label: 'Notifications', to: '/admin/notifications', permission: 'notifications.send' },
] as const;

/** Pages beyond those nine, in a group of their own below the nine. */
export const ADMIN_MORE_LINKS = [
  { label: 'On-chain deposits', to: '/admin/onchain', permission: 'deposits.review' },
  { label: 'Card payments', to: '/admin/card-payments', permission: 'deposits.review' },
  { label: 'Approvals', to: '/admin/approvals', permission: 'withdrawals.review' },
  { label: 'Reports', to: '/admin/reports', permission: 'transactions.view' },
  { label: 'Proof of liabilities', to: '/admin/proof-of-liabilities', permission: 'dashboard.view' },
  { label: 'Settings', to: '/admin/settings', permission: 'settings.view' },
  { label: 'Audit log', to: '/admin/audit', permission: 'audit.view' },
  { label: 'Mail', to: '/admin/mail', permission: 'mail.view' },
  { label: 'Staff', to: '/admin/staff', permission: 'staff.manage' },
] as const;

/** Every admin page with its permission: the nine, then the rest. */
export const ADMIN_ALL_LINKS = [...ADMIN_NAV_LINKS, ...ADMIN_MORE_LINKS] as const;

export const ADMIN_MORE_HEADING = 'Operations';

export const ADMIN_MOBILE_LINKS = [
  { label: 'Dashboard', to: '/admin/dashboard', permission: 'dashboard.view' },
  { label: 'Users', to: '/admin/users', permission: 'users.view' },
  { label: 'Deposits', to: '/admin/deposits', permission: 'deposits.review' },
  { label: 'Withdrawals', to: '/admin/withdrawals', permission: 'withdrawals.review' },
  { label: 'Notify', to: '/admin/notifications', permission: 'notifications.send' },
] as const;

/** `permission`: the staff permission an admin link needs (hidden without it, src/lib/staff-access.ts). */
export type NavLinkItem = {
  readonly label: string;
  readonly to: NonNullable<LinkProps['to']>;
  readonly permission?: Permission;
};
