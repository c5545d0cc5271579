import { WITHDRAWAL_STATUS_WORDS } from '../../../src/contract/status-words.ts';
import { alertTemplates, type AlertMailData } from './mail.alert-templates.ts';

// A withdrawal's states in the words every screen uses.
const PAID = WITHDRAWAL_STATUS_WORDS.approved.toLowerCase();
const REJECTED = WITHDRAWAL_STATUS_WORDS.rejected.toLowerCase();

/**
 * Every mail the platform sends, as content only (subject, heading, paragraphs, facts, one
 * action): mail.render.ts turns the same content into the HTML and the plain-text part. Amounts
 * arrive formatted ("1,234.56 USD"); links are app paths, made absolute with APP_URL when sent.
 */
export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows (amount, reference, …). */
  facts?: Array<[string, string]>;
  action?: { label: string; path: string };
  /** Security mails say what to do if it was not the reader. */
  security?: boolean;
};

/** The data each template takes; every mail to a user also gets their `firstName`. */
export type MailData = AlertMailData & {
  welcome: { link: string };
  verify_email: { link: string };
  reset_password: { link: string };
  /** A new admin account (Staff page): the link sets its first password. */
  staff_invitation: { link: string; role: string; invitedBy: string };
  /** Every other admin: a setting that protects money was loosened, or a request to loosen one waits. */
  admin_protection_loosened: { by: string; changes: string; state: 'applied' | 'pending' | 'approved' };
  deposit_received: { amount: string; reference: string; method: string };
  deposit_approved: { amount: string; credited: string; reference: string };
  deposit_rejected: { amount: string; reference: string; reason: string };
  withdrawal_requested: { amount: string; reference: string; method: string };
  withdrawal_paid: { amount: string; sent: string; reference: string };
  withdrawal_rejected: { amount: string; reference: string; reason: string };
  money_received: { amount: string; from: string; reference: string };
  investment_made: { amount: string; plan: string };
  /** `capital` is empty for a plan that keeps the capital. */
  investment_completed: { plan: string; capital: string };
  kyc_approved: Record<string, never>;
  kyc_rejected: { reason: string };
  ticket_answered: { subject: string; link: string };
  password_changed: Record<string, never>;
  two_factor_on: Record<string, never>;
  two_factor_off: Record<string, never>;
  recovery_code_used: { left: number; told: string };
  /** A sign-in from a device not seen before (server/modules/sessions): `at` is formatted UTC. */
  new_device: { device: string; place: string; address: string; at: string };
  /** Passkeys (Security page): `name` is the one the user gave it. */
  passkey_added: { name: string };
  passkey_removed: { name: string };
  /** Too many wrong passwords or codes behind a session: `what` names the secret, `until` is formatted UTC. */
  secret_checks_locked: { what: string; until: string };
  /** All other devices were signed out, or the password changed: passkeys added lately, with "This wasn't me". */
  security_review: { event: string; passkeys: string; link: string };
  /** "This wasn't me" was used: every device signed out, the listed passkeys removed. */
  security_undone: { removed: number };
  /** Withdrawal protection: `reason` finishes "because …", `until` is formatted UTC. */
  withdrawals_paused: { reason: string; until: string };
  withdrawal_account_changed: { account: string; method: string; change: 'added' | 'changed'; usableFrom: string };
  /** An admin's message to one investor or to all (Notifications); `link` is an app path or empty. */
  news: { message: string; link: string };
  /** Mail kept from before the outbox: its text as it was. */
  plain: { subject?: string; text: string };
};
export type MailTemplate = keyof MailData;

type Named = { firstName?: string };
type Templates = { [K in MailTemplate]: (d: MailData[K] & Named) => MailContent };

const DEPOSITS = '/user/deposit-log';
const WITHDRAWALS = '/user/withdraw-log';
const SETTINGS = '/user/settings';

export const templates: Templates = {
  ...alertTemplates,
  welcome: (d) => ({
    subject: 'Welcome! Please confirm your e-mail address',
    heading: 'Welcome aboard',
    paragraphs: [
      'Your account is ready. Confirm your e-mail address so we can reach you about your money; the link works for 48 hours.',
    ],
    action: { label: 'Confirm my e-mail address', path: d.link },
  }),
  verify_email: (d) => ({
    subject: 'Verify your e-mail address',
    heading: 'Confirm your e-mail address',
    paragraphs: ['Open the link below to confirm this address. The link works for 48 hours.'],
    action: { label: 'Confirm my e-mail address', path: d.link },
  }),
  reset_password: (d) => ({
    subject: 'Reset your password',
    heading: 'Reset your password',
    paragraphs: [
      'Choose a new password with the link below. It works for 1 hour and only once.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', path: d.link },
  }),
  staff_invitation: (d) => ({
    subject: 'You have been invited to the admin team',
    heading: 'Welcome to the admin team',
    paragraphs: [
      `${d.invitedBy} added you as ${d.role} staff. Choose your password with the link below; it works for 72 hours and only once.`,
      'Then sign in at the admin sign-in page: you will set up two-factor authentication before anything else.',
    ],
    action: { label: 'Choose my password', path: d.link },
    security: true,
  }),
  admin_protection_loosened: (d) => ({
    subject:
      d.state === 'pending'
        ? 'A request to loosen a protection waits for your approval'
        : 'A protection of the platform was loosened',
    heading: d.state === 'pending' ? 'Loosening waits for a second admin' : 'A protection was loosened',
    paragraphs: [
      d.state === 'pending'
        ? `${d.by} asked to change: ${d.changes}. Nothing changes until a different admin approves it under Approvals.`
        : `${d.by} ${d.state === 'approved' ? 'approved a change' : 'changed'}: ${d.changes}.`,
      'If nobody on the team meant this, reject the request or change the setting back, and sign that admin out.',
    ],
    facts: [['Status', d.state]],
    action: {
      label: d.state === 'pending' ? 'Open Approvals' : 'Open Settings',
      path: d.state === 'pending' ? '/admin/approvals' : '/admin/settings',
    },
    security: true,
  }),
  deposit_received: (d) => ({
    subject: `We received your deposit of ${d.amount}`,
    heading: 'Deposit received',
    paragraphs: ['We have your deposit and will check the payment. You get another e-mail when it is approved.'],
    facts: [
      ['Amount', d.amount],
      ['Method', d.method],
      ['Reference', d.reference],
    ],
    action: { label: 'See my deposits', path: DEPOSITS },
  }),
  deposit_approved: (d) => ({
    subject: `Your deposit of ${d.amount} was approved`,
    heading: 'Deposit approved',
    paragraphs: [`${d.credited} was added to your Main Wallet.`],
    facts: [
      ['Deposit', d.amount],
      ['Credited', d.credited],
      ['Reference', d.reference],
    ],
    action: { label: 'See my deposits', path: DEPOSITS },
  }),
  deposit_rejected: (d) => ({
    subject: `Your deposit of ${d.amount} was rejected`,
    heading: 'Deposit rejected',
    paragraphs: ['Your deposit was not approved. Nothing was added to your wallet.'],
    facts: [
      ['Deposit', d.amount],
      ['Reference', d.reference],
      ['Reason', d.reason],
    ],
    action: { label: 'See my deposits', path: DEPOSITS },
  }),
  withdrawal_requested: (d) => ({
    subject: `Withdrawal of ${d.amount} requested`,
    heading: 'Withdrawal requested',
    paragraphs: ['We received your withdrawal request. The amount is held from your Main Wallet until we pay it.'],
    facts: [
      ['Amount', d.amount],
      ['Method', d.method],
      ['Reference', d.reference],
    ],
    action: { label: 'See my withdrawals', path: WITHDRAWALS },
    security: true,
  }),
  withdrawal_paid: (d) => ({
    subject: `Your withdrawal of ${d.amount} was ${PAID}`,
    heading: `Withdrawal ${PAID}`,
    paragraphs: [`${d.sent} is on its way to you.`],
    facts: [
      ['Withdrawal', d.amount],
      ['Sent', d.sent],
      ['Reference', d.reference],
    ],
    action: { label: 'See my withdrawals', path: WITHDRAWALS },
  }),
  withdrawal_rejected: (d) => ({
    subject: `Your withdrawal of ${d.amount} was ${REJECTED}`,
    heading: `Withdrawal ${REJECTED}`,
    paragraphs: ['Your withdrawal was not paid; the amount is back in your Main Wallet.'],
    facts: [
      ['Withdrawal', d.amount],
      ['Reference', d.reference],
      ['Reason', d.reason],
    ],
    action: { label: 'See my withdrawals', path: WITHDRAWALS },
  }),
  money_received: (d) => ({
    subject: `You received ${d.amount}`,
    heading: 'Money received',
    paragraphs: [`${d.from} sent you ${d.amount}. It is in your Main Wallet.`],
    facts: [
      ['Amount', d.amount],
      ['From', d.from],
      ['Reference', d.reference],
    ],
    action: { label: 'See my transactions', path: '/user/transactions' },
  }),
  investment_made: (d) => ({
    subject: `You invested ${d.amount} in ${d.plan}`,
    heading: 'Investment made',
    paragraphs: [
      `Your investment of ${d.amount} in ${d.plan} is running. Profit is paid to your Profit Wallet as the plan earns it.`,
    ],
    facts: [
      ['Plan', d.plan],
      ['Amount', d.amount],
    ],
    action: { label: 'See my investments', path: '/user/schema-logs' },
  }),
  investment_completed: (d) => ({
    subject: `Your investment in ${d.plan} is complete`,
    heading: 'Investment complete',
    paragraphs: [
      `Your investment in ${d.plan} has run its course.${d.capital ? ` Your capital of ${d.capital} is back in your Main Wallet.` : ''}`,
    ],
    facts: d.capital
      ? [
          ['Plan', d.plan],
          ['Capital returned', d.capital],
        ]
      : [['Plan', d.plan]],
    action: { label: 'See my investments', path: '/user/schema-logs' },
  }),
  kyc_approved: () => ({
    subject: 'Your identity is verified',
    heading: 'Identity verified',
    paragraphs: [
      'We checked your documents and verified your identity. Every feature of your account is open to you now.',
    ],
    action: { label: 'Go to my dashboard', path: '/user/dashboard' },
  }),
  kyc_rejected: (d) => ({
    subject: 'We could not verify your identity',
    heading: 'Identity not verified',
    paragraphs: ['We could not verify your identity from the documents you sent. Please send them again.'],
    facts: [['Reason', d.reason]],
    action: { label: 'Send my documents again', path: '/user/kyc/form' },
  }),
  ticket_answered: (d) => ({
    subject: `Support replied: ${d.subject}`,
    heading: 'Support replied to your ticket',
    paragraphs: [`There is a new reply to your ticket "${d.subject}".`],
    action: { label: 'Read the reply', path: d.link },
  }),
  password_changed: () => ({
    subject: 'Your password was changed',
    heading: 'Password changed',
    paragraphs: ['The password of your account was just changed, and every other session was signed out.'],
    action: { label: 'Open my settings', path: SETTINGS },
    security: true,
  }),
  two_factor_on: () => ({
    subject: 'Two-factor authentication is on',
    heading: 'Two-factor authentication turned on',
    paragraphs: [
      'Signing in to your account now also asks for a code from your authenticator app. Keep your recovery codes somewhere safe.',
    ],
    action: { label: 'Open my settings', path: SETTINGS },
    security: true,
  }),
  two_factor_off: () => ({
    subject: 'Two-factor authentication is off',
    heading: 'Two-factor authentication turned off',
    paragraphs: ['Signing in to your account no longer asks for a code from your authenticator app.'],
    action: { label: 'Open my settings', path: SETTINGS },
    security: true,
  }),
  new_device: (d) => ({
    subject: `New sign-in from ${d.device}`,
    heading: 'New sign-in to your account',
    paragraphs: [
      `Your account was signed in from a device we have not seen before: ${d.device}, near ${d.place}.`,
      'If this was you, there is nothing to do. If not, sign that device out on your Security page and change your password at once.',
    ],
    facts: [
      ['Device', d.device],
      ['Place', d.place],
      ['Address', d.address],
      ['Time', d.at],
    ],
    action: { label: 'Review my devices', path: '/user/security' },
    security: true,
  }),
  recovery_code_used: (d) => ({
    subject: `A recovery code was used ${d.told}`,
    heading: 'A recovery code was used',
    paragraphs: [`A recovery code of your account was used ${d.told}; ${d.left} left. Make new codes in Settings.`],
    action: { label: 'Open my settings', path: SETTINGS },
    security: true,
  }),
  withdrawals_paused: (d) => ({
    subject: `Withdrawals are paused until ${d.until}`,
    heading: 'Withdrawals paused',
    paragraphs: [
      `Withdrawals from your account are paused until ${d.until} because ${d.reason}. This keeps your money safe if someone else made the change.`,
    ],
    facts: [['Paused until', d.until]],
    action: { label: 'Open my settings', path: SETTINGS },
    security: true,
  }),
  withdrawal_account_changed: (d) => ({
    subject: `A withdrawal account was ${d.change}: ${d.account}`,
    heading: `Withdrawal account ${d.change}`,
    paragraphs: [
      `The withdrawal account "${d.account}" (${d.method}) was ${d.change}. It can receive money ${d.usableFrom === 'now' ? 'now' : `from ${d.usableFrom}`}.`,
      'If this was not you, change your password and contact support at once.',
    ],
    facts: [
      ['Account', d.account],
      ['Method', d.method],
      ['Usable from', d.usableFrom],
    ],
    action: { label: 'See my withdrawal accounts', path: '/user/withdrawal-accounts' },
    security: true,
  }),
  passkey_added: (d) => ({
    subject: 'A passkey was added to your account',
    heading: 'Passkey added',
    paragraphs: [
      `A passkey named "${d.name}" was added to your account. It can now sign you in without your password.`,
    ],
    facts: [['Passkey', d.name]],
    action: { label: 'See my passkeys', path: '/user/security' },
    security: true,
  }),
  passkey_removed: (d) => ({
    subject: 'A passkey was removed from your account',
    heading: 'Passkey removed',
    paragraphs: [`The passkey named "${d.name}" was removed from your account and can no longer sign you in.`],
    facts: [['Passkey', d.name]],
    action: { label: 'See my passkeys', path: '/user/security' },
    security: true,
  }),
  secret_checks_locked: (d) => ({
    subject: 'Too many wrong attempts on your account',
    heading: 'Sensitive actions are locked for a while',
    paragraphs: [
      `Someone signed in to your account entered a wrong ${d.what} too many times. Withdrawals, sending money and security changes that need it are locked until ${d.until}.`,
      'If this was not you, sign out all other devices and change your password at once.',
    ],
    facts: [['Locked until', d.until]],
    action: { label: 'Open Security', path: '/user/security' },
    security: true,
  }),
  security_review: (d) => ({
    subject: 'Check the passkeys on your account',
    heading: 'Were these passkeys yours?',
    paragraphs: [
      `${d.event} These passkeys were added to your account in the last days and still sign in: ${d.passkeys}.`,
      'If you did not add them, use the button below: it signs your account out on every device and removes them. The link works once, for 7 days.',
    ],
    action: { label: "This wasn't me", path: d.link },
    security: true,
  }),
  security_undone: (d) => ({
    subject: 'Your account was signed out everywhere',
    heading: 'Signed out everywhere',
    paragraphs: [
      `As you asked, every device was signed out and ${d.removed} recently added ${d.removed === 1 ? 'passkey was' : 'passkeys were'} removed. Sign in again with your password, then change it.`,
    ],
    action: { label: 'Sign in', path: '/login' },
    security: true,
  }),
  news: (d) => ({
    subject: d.message.length > 60 ? `${d.message.slice(0, 57).trimEnd()}...` : d.message,
    heading: 'A message from the team',
    paragraphs: [d.message],
    ...(d.link ? { action: { label: 'Open', path: d.link } } : {}),
  }),
  plain: (d) => ({
    subject: d.subject ?? 'Message',
    heading: d.subject ?? 'Message',
    paragraphs: d.text.split(/\n{2,}/),
  }),
};

export const isMailTemplate = (name: string): name is MailTemplate => Object.hasOwn(templates, name);
