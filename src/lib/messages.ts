import { MESSAGES } from '../contract/errors.ts';

/** User-facing texts from spec §4, §6 and §8, quoted to the letter. */
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
} as const;

/** Default error messages per call (spec §8). */
export const DEFAULTS = {
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
  calculateCharge: 'Failed to calculate charge',
  sendMoney: 'Failed to send money',
  fetchTransactions: 'Failed to fetch recent transactions',
  // Not in the spec's catalogue: the send money log page is new in issue 3.
  fetchTransferLogs: 'Failed to fetch send money log',
} as const;
