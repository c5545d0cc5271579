import type { Deposit } from '../../contract/deposits.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';
import type { Translate } from '../../lib/i18n/use-t.ts';

const IDS = {
  pending: 'deposit.status.pending',
  approved: 'deposit.status.approved',
  rejected: 'deposit.status.rejected',
  failed: 'deposit.status.failed',
  expired: 'deposit.status.expired',
} as const satisfies Record<Deposit['status'], MessageId>;

/** A deposit's status word in the reader's language, for the status badge (which shows English otherwise). */
export const depositStatusLabel = (t: Translate, status: Deposit['status']): string => t(IDS[status]);
