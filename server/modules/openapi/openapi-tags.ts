/**
 * One tag per server module, found from the path's first segment after /api (and after /api/admin
 * for admin routes), so the document groups operations the way the code is laid out.
 */
const TAGS = {
  Meta: 'Health check and this document',
  Auth: 'Accounts, sessions, passwords and e-mail verification',
  'Two-factor': 'TOTP two-factor authentication and recovery codes',
  Passkeys: 'Passkeys (WebAuthn): add, rename, remove, and sign in with one',
  'Step-up': 'Confirm it is you before security changes, "This wasn\'t me", and the no-code amount of send money',
  Wallets: 'Main and Profit wallets, balances and wallet exchange',
  Transfers: 'Send money to another investor',
  Transactions: 'Ledger transactions, for the investor and for admins (with CSV export)',
  Deposits: 'Add Money: methods, charges, proofs and review',
  Withdrawals: 'Payout accounts, withdrawals, methods and review',
  Investments: 'Investment schemas, investments, portfolio and the profit engine',
  Referrals: 'Referral link, levels and commissions',
  Badges: 'Ranking badges and progress',
  Market: 'Asset rates and their history',
  KYC: 'Identity verification and its review',
  Tickets: 'Support tickets with threads and attachments',
  Notifications: 'In-app notifications and admin broadcasts',
  Push: 'Web Push subscriptions',
  Settings: 'Fees and limits',
  'Admin users': 'User search, detail, bans, switches and balance corrections',
  'Admin dashboard': 'Figures and the 30-day chart',
  Audit: 'The admin action log',
  Mail: 'The mail outbox: queued, sent and failed mail, and resend; the wording of mail and notices per language',
  Statements: 'Wallet statements (JSON, CSV, PDF), yearly summaries and the platform month report',
  Staff: "Staff roles: the signed-in admin's access, and the admin team (owners only)",
  'Card payments': 'Card deposits through Stripe Checkout: the signed webhook, refunds and disputes',
  Payouts: 'Batch payouts of crypto withdrawals: CSV and Safe{Wallet} Transaction Builder export',
  Approvals: 'Four-eyes: payouts and balance adjustments above the threshold wait for a second admin',
  'Your data': "The investor's data export (a ZIP) and closing the account",
  'Proof of liabilities':
    "A Merkle sum tree of what every user is owed: the published root, each investor's own proof, snapshots and declared assets",
  Trust:
    'Maintenance mode and the read-only support view (the anti-phishing code is under Step-up, with the other security settings)',
} as const;

export type Tag = keyof typeof TAGS;

const BY_SEGMENT: Record<string, Tag> = {
  account: 'Your data',
  health: 'Meta',
  'openapi.json': 'Meta',
  docs: 'Meta',
  auth: 'Auth',
  sessions: 'Auth',
  'two-factor': 'Two-factor',
  staff: 'Staff',
  access: 'Staff',
  passkeys: 'Passkeys',
  'step-up': 'Step-up',
  security: 'Step-up',
  wallet: 'Wallets',
  'send-money': 'Transfers',
  'send-money-now': 'Transfers',
  transactions: 'Transactions',
  'transactions.csv': 'Transactions',
  deposits: 'Deposits',
  'deposit-methods': 'Deposits',
  'deposit-queue': 'Deposits',
  onchain: 'Deposits',
  withdrawals: 'Withdrawals',
  'withdrawal-accounts': 'Withdrawals',
  'withdrawal-methods': 'Withdrawals',
  'withdrawal-queue': 'Withdrawals',
  'withdrawal-protection': 'Withdrawals',
  approvals: 'Approvals',
  webhooks: 'Card payments',
  'card-payment-issues': 'Card payments',
  'payout-batches': 'Payouts',
  schemas: 'Investments',
  investments: 'Investments',
  portfolio: 'Investments',
  jobs: 'Investments',
  'recurring-investments': 'Investments',
  alerts: 'Notifications',
  referrals: 'Referrals',
  'ranking-badges': 'Badges',
  badges: 'Badges',
  market: 'Market',
  rates: 'Market',
  kyc: 'KYC',
  tickets: 'Tickets',
  notifications: 'Notifications',
  'notification-preferences': 'Notifications',
  push: 'Push',
  settings: 'Settings',
  users: 'Admin users',
  dashboard: 'Admin dashboard',
  audit: 'Audit',
  mail: 'Mail',
  templates: 'Mail',
  statements: 'Statements',
  'statements.csv': 'Statements',
  'statements.pdf': 'Statements',
  reports: 'Statements',
  'proof-of-liabilities': 'Proof of liabilities',
  maintenance: 'Trust',
  'support-view': 'Trust',
};

/** The module tag of an OpenAPI path, or undefined when no module claims it (the catalogue test names it). */
export function tagOf(path: string): Tag | undefined {
  if (path === '/api/auth/progression') return 'Badges';
  const segments = path.split('/').slice(2);
  const first = segments[0] === 'admin' ? segments[1] : segments[0];
  return first === undefined ? undefined : BY_SEGMENT[first];
}

export const TAG_LIST = Object.entries(TAGS).map(([name, description]) => ({ name, description }));
