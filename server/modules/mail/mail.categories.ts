import type { MailCategory } from '../../../src/contract/notification-preferences.ts';
import type { MailTemplate } from './mail.templates.ts';
import { ALERT_TEMPLATE_CATEGORY } from './mail.alert-templates.ts';

/** Which preference decides whether a template is mailed; 'security' always is. */
export const TEMPLATE_CATEGORY: Record<MailTemplate, MailCategory> = {
  ...ALERT_TEMPLATE_CATEGORY,
  welcome: 'security',
  verify_email: 'security',
  reset_password: 'security',
  staff_invitation: 'security',
  admin_protection_loosened: 'security',
  password_changed: 'security',
  two_factor_on: 'security',
  two_factor_off: 'security',
  recovery_code_used: 'security',
  new_device: 'security',
  passkey_added: 'security',
  passkey_removed: 'security',
  secret_checks_locked: 'security',
  security_review: 'security',
  security_undone: 'security',
  // Asked for by the owner, and the only way to learn the link's deadline.
  data_export_ready: 'security',
  withdrawals_paused: 'security',
  withdrawal_account_changed: 'security',
  // A withdrawal request moves money out: its "if this was not you" must reach the owner.
  withdrawal_requested: 'security',
  deposit_received: 'money',
  deposit_approved: 'money',
  deposit_rejected: 'money',
  withdrawal_paid: 'money',
  withdrawal_rejected: 'money',
  money_received: 'money',
  investment_made: 'investments',
  investment_completed: 'investments',
  kyc_approved: 'support',
  kyc_rejected: 'support',
  ticket_answered: 'support',
  news: 'news',
  plain: 'security',
};
