import { SECURITY_HOLD_TEXT, type SecurityHoldReason } from '../../../contract/security-hold-reasons.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { TextLink } from '../../../components/text-link.tsx';

type Props = { until: string; reason: SecurityHoldReason | null };

/** The pause after a security change: until when (the reader's local time, with its zone: a deadline) and why, and what to do if it was not them. */
export function WithdrawalsPaused({ until, reason }: Props) {
  return (
    <div
      role="status"
      className="flex max-w-md flex-col gap-1 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      <strong>
        Withdrawals are paused until <time dateTime={until}>{formatLocalDateTimeWithZone(until)}</time>
      </strong>
      <span>
        {reason ? `Because ${SECURITY_HOLD_TEXT[reason]}. ` : ''}A security change pauses withdrawals for a while, so
        whoever made it cannot take your money at once. If this was not you, change your password and contact{' '}
        <TextLink to="/user/support-tickets">support</TextLink>.
      </span>
    </div>
  );
}

/** Under an account that is cooling off: from when it can receive money. */
export function UsableFrom({ at }: { at: string }) {
  return (
    <span className="text-sm text-warning">
      Usable from <time dateTime={at}>{formatLocalDateTimeWithZone(at)}</time>
    </span>
  );
}
