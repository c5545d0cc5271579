// Codes and shared texts without zod: the client's first page and the server both read them.

/** Stable machine codes; the client may branch on these, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BANNED',
  'STAFF_PERMISSION_REQUIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'LAST_OWNER',
  'INVALID_TOKEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INSUFFICIENT_FUNDS',
  'LIMIT_EXCEEDED',
  'BUSINESS_RULE',
  'IDEMPOTENCY_MISMATCH',
  'IDEMPOTENCY_IN_FLIGHT',
  'RECIPIENT_NOT_FOUND',
  'KYC_REQUIRED',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'WITHDRAWALS_PAUSED',
  'WITHDRAWAL_ACCOUNT_COOLING_OFF',
  'OWN_APPROVAL_REQUEST',
  'PASSKEY_INVALID',
  'STEP_UP_REQUIRED',
  'SECOND_FACTOR_LOCKED',
  'PASSWORD_LOCKED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'STORAGE_UNAVAILABLE',
  'QUERY_TIMEOUT',
  'NEGATIVE_LIABILITY',
  'NO_LIABILITIES',
  'SUPPORT_VIEW_READ_ONLY',
  'MAINTENANCE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const MESSAGES = {
  tokenMissing: 'Authentication token not found. Please log in again.',
  sessionExpired: 'Session expired. Please log in again.',
} as const;
