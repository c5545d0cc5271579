import type { LinkProps } from '@tanstack/react-router';

/** Sidebar links of the user area, in the order of spec §2. */
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
] as const;

/** The mobile bottom bar shows the first five. */
export const USER_MOBILE_LINKS = USER_NAV_LINKS.slice(0, 5);

export const ADMIN_NAV_LINKS = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Users', to: '/admin/users' },
  { label: 'KYC Review', to: '/admin/kyc-review' },
  { label: 'Deposits', to: '/admin/deposits' },
  { label: 'Investments', to: '/admin/investments' },
  { label: 'Transactions', to: '/admin/transactions' },
  { label: 'Tickets', to: '/admin/tickets' },
  { label: 'Withdrawals', to: '/admin/withdrawals' },
  { label: 'Notifications', to: '/admin/notifications' },
  { label: 'Settings', to: '/admin/settings' },
  { label: 'Audit log', to: '/admin/audit' },
  { label: 'Mail', to: '/admin/mail' },
] as const;

export const ADMIN_MOBILE_LINKS = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Users', to: '/admin/users' },
  { label: 'Deposits', to: '/admin/deposits' },
  { label: 'Withdrawals', to: '/admin/withdrawals' },
  { label: 'Notify', to: '/admin/notifications' },
] as const;

export type NavLinkItem = { readonly label: string; readonly to: NonNullable<LinkProps['to']> };
