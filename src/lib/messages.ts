import { MESSAGES } from '../contract/error-codes.ts';
import { translate } from './i18n/i18n.ts';

/** User-facing texts of docs/product.md, quoted to the letter. */
export const TEXT = {
  sessionExpired: MESSAGES.sessionExpired,
  accessDenied: 'Access denied. You do not have permission to view this page.',
  adminLoginRequired: 'Please log in as an administrator to access this page.',
  authError: 'Authentication error. Please log in again.',
  adminsOnly: 'Access denied. Admins only. Redirecting to login.',
  noToken: 'No authentication token found.',
  loggedIn: 'Logged in successfully',
  registered: 'Registered and logged in successfully',
  loggedOut: 'Logged out successfully',
  resetLinkSent: 'Password reset link sent.',
  passwordReset: 'Password has been reset.',
  passwordUpdated: 'Password updated successfully.',
  profileUpdated: 'Profile updated.',
  verificationResent: 'Verification email resent.',
  emailVerified: 'Email verified successfully.',
  offline: 'You are offline. Money actions are paused until the connection returns.',
  // Not in the product rules' catalogue: two-factor is the product's own. Shown wherever the code is asked (login, withdrawal, settings).
  codeFieldHint: 'The 6-digit code from your authenticator app, or one of your recovery codes (xxxx-xxxx).',
} as const;

/**
 * Default error messages per call (docs/product.md, "Error catalogue"), shown when the server
 * sends no message of its own (a network failure, a 500, an answer of the wrong shape). The
 * English words are the catalogue's; the reader sees them in their language (`fallback.<key>` in
 * the client catalogs), read at the moment a call fails, so a language picked since applies.
 */
const DEFAULT_TEXTS = {
  login: 'Login failed',
  register: 'Registration failed',
  forgotPassword: 'Failed to send password reset link',
  resetPassword: 'Failed to reset password',
  changePassword: 'Failed to change password',
  resendVerification: 'Failed to resend verification email',
  verifyEmail: 'Failed to verify email',
  fetchUser: 'Failed to fetch user data',
  updateProfile: 'Failed to update profile',
  fetchWallets: 'Failed to fetch wallets',
  calculateExchangeCharge: 'Failed to calculate exchange charge',
  walletExchange: 'Failed to perform wallet exchange',
  fetchSummary: 'Failed to fetch wallet summary',
  // Not in the product rules' catalogue: the KYC status call is the product's own.
  fetchKycStatus: 'Failed to fetch KYC status',
  calculateCharge: 'Failed to calculate charge',
  sendMoney: 'Failed to send money',
  fetchTransactions: 'Failed to fetch recent transactions',
  // Not in the product rules' catalogue: the send money log page is the product's own.
  fetchTransferLogs: 'Failed to fetch send money log',
  fetchReferralLogs: 'Failed to fetch referral logs',
  fetchProgression: 'Failed to fetch user progression',
  // Not in the product rules' catalogue: the investment pages are the product's own.
  fetchSchemas: 'Failed to fetch schemas',
  invest: 'Failed to invest',
  fetchInvestments: 'Failed to fetch schema logs',
  fetchPortfolio: 'Failed to fetch portfolio',
  fetchExitQuote: 'Failed to fetch the exit quote',
  exitInvestment: 'Failed to exit the investment',
  changeInvestment: 'Failed to change the investment',
  fetchReferrals: 'Failed to fetch referral details',
  fetchBadges: 'Failed to fetch ranking badges',
  // Not in the product rules' catalogue: badge management is the product's own.
  saveBadge: 'Failed to save badge',
  deleteBadge: 'Failed to delete badge',
  fetchMarket: 'Failed to fetch market rates',
  saveSchema: 'Failed to save schema',
  deleteSchema: 'Failed to delete schema',
  fetchJobs: 'Failed to fetch job runs',
  updateRates: 'Failed to update rates',
} as const;

type DefaultKey = keyof typeof DEFAULT_TEXTS;

/** The reader's words for a call's default; the English text while no catalog for the language is loaded. */
function defaultText(key: DefaultKey): string {
  const id = `fallback.${key}` as const;
  const shown = translate(id);
  return shown === id ? DEFAULT_TEXTS[key] : shown;
}

export const DEFAULTS = Object.defineProperties(
  {},
  Object.fromEntries(
    (Object.keys(DEFAULT_TEXTS) as DefaultKey[]).map((key) => [key, { enumerable: true, get: () => defaultText(key) }]),
  ),
) as { readonly [K in DefaultKey]: string };

/** Notification texts and per-call defaults. */
export const NOTIFICATION_TEXT = {
  loading: 'Loading notifications...',
  loadError: 'Error loading notifications',
  empty: 'No notifications found',
  missingArray: 'Expected response object with a "notifications" array',
  notArray: 'Expected "notifications" to be an array',
  loadDefault: 'Failed to load notifications',
  fetch: 'Failed to fetch notifications',
  fetchCount: 'Failed to fetch unread notification count',
  markRead: 'Failed to mark notification as read',
  markUnread: 'Failed to mark notification as unread',
  markAllRead: 'Failed to mark all notifications as read',
} as const;
