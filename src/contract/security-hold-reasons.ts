// Zod-free: the server's schema and the client's withdraw page both read these.

/** Security changes that pause withdrawals for the cooling-off period. */
export const SECURITY_HOLD_REASONS = [
  'password_changed',
  'email_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
] as const;
export type SecurityHoldReason = (typeof SECURITY_HOLD_REASONS)[number];

/** How the pause is explained ("Withdrawals are paused because your password was changed"). */
export const SECURITY_HOLD_TEXT: Record<SecurityHoldReason, string> = {
  password_changed: 'your password was changed',
  email_changed: 'your e-mail address was changed',
  two_factor_enabled: 'two-factor authentication was turned on',
  two_factor_disabled: 'two-factor authentication was turned off',
  recovery_code_used: 'a recovery code was used',
  passkey_added: 'a passkey was added',
  passkey_removed: 'a passkey was removed',
};
