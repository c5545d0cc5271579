import { translate, type MessageId } from './i18n/i18n.ts';

/** Texts the app shows outside a page (guards, the session's end), in the reader's language. */
export const TEXT = {
  sessionExpired: () => translate('guard.sessionExpired'),
  accessDenied: () => translate('guard.accessDenied'),
  adminLoginRequired: () => translate('guard.adminLoginRequired'),
  authError: () => translate('guard.authError'),
} as const;

/*
 * Default error messages per call (the product's error catalogue), shown when the server sends no
 * message of its own (a network failure, a 500, an answer of the wrong shape). The words live in
 * the catalogs only (`fallback.<key>`; English there is the catalogue's text), read at the moment a
 * call fails, so a language picked since applies; the first load carries the keys, not the texts.
 */
const DEFAULT_KEYS = [
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'resendVerification',
  'verifyEmail',
  'fetchUser',
  'updateProfile',
  'fetchWallets',
  'calculateExchangeCharge',
  'walletExchange',
  'fetchSummary',
  'fetchKycStatus',
  'calculateCharge',
  'sendMoney',
  'fetchTransactions',
  'fetchTransferLogs',
  'fetchReferralLogs',
  'fetchProgression',
  'fetchSchemas',
  'invest',
  'fetchInvestments',
  'fetchPortfolio',
  'fetchExitQuote',
  'exitInvestment',
  'changeInvestment',
  'fetchReferrals',
  'fetchBadges',
  'saveBadge',
  'deleteBadge',
  'fetchMarket',
  'saveSchema',
  'deleteSchema',
  'fetchJobs',
  'updateRates',
] as const;

type DefaultKey = (typeof DEFAULT_KEYS)[number];

export const DEFAULTS = Object.defineProperties(
  {},
  Object.fromEntries(
    DEFAULT_KEYS.map((key) => [key, { enumerable: true, get: () => translate(`fallback.${key}` satisfies MessageId) }]),
  ),
) as { readonly [K in DefaultKey]: string };
