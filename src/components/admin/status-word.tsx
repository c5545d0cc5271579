import type { MessageId } from '../../lib/i18n/i18n.ts';
import { useT, type Translate } from '../../lib/i18n/use-t.ts';

/**
 * The status words the admin pages show, as they come: the product's words (src/contract/status-words.ts,
 * capitalised) or a user's or request's state in lower case (capitalised by the chip's style).
 */
const WORDS: Record<string, MessageId> = {
  Pending: 'admin.status.pending',
  Paid: 'admin.status.paid',
  Approved: 'admin.status.approved',
  Rejected: 'admin.status.rejected',
  Completed: 'admin.status.completed',
  Failed: 'admin.status.failed',
  Reversed: 'admin.status.reversed',
  pending: 'admin.userStatus.pending',
  approved: 'admin.userStatus.approved',
  rejected: 'admin.userStatus.rejected',
  banned: 'admin.userStatus.banned',
  active: 'admin.userStatus.active',
  closed: 'admin.userStatus.closed',
  'not submitted': 'admin.userStatus.notSubmitted',
};

/** A status word in the reader's language; one this client does not know reads as sent. */
export function statusWord(t: Translate, text: string): string {
  const known = WORDS[text];
  return known ? t(known) : text;
}

export function StatusWord({ text }: { text: string }) {
  const t = useT();
  return statusWord(t, text);
}
