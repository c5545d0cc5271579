import { Trans } from '@lingui/react';
import type { SecurityHoldReason } from '../../../contract/security-hold-reasons.ts';
import { screenFormat } from '../../../contract/locale-format.ts';
import { TextLink } from '../../../components/text-link.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Props = { until: string; reason: SecurityHoldReason | null };

/** Why the pause began: the same sentences as Withdraw's notice (one set of message ids). */
const BECAUSE: Record<SecurityHoldReason, MessageId> = {
  password_changed: 'hold.because.password_changed',
  email_changed: 'hold.because.email_changed',
  two_factor_enabled: 'hold.because.two_factor_enabled',
  two_factor_disabled: 'hold.because.two_factor_disabled',
  recovery_code_used: 'hold.because.recovery_code_used',
  passkey_added: 'hold.because.passkey_added',
  passkey_removed: 'hold.because.passkey_removed',
};

/**
 * Sending money is paused after a security change: said once, before anything is typed, with
 * the end in the reader's local time and zone (a deadline), as on Withdraw.
 */
export function SendingPaused({ until, reason }: Props) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex max-w-md flex-col gap-1 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      <strong>
        <Trans
          id="hold.sendingPausedUntil"
          values={{ until: screenFormat().dateTimeWithZone(until) }}
          components={{ 0: <time dateTime={until} /> }}
        />
      </strong>
      <span>
        {reason ? `${t(BECAUSE[reason])} ` : ''}
        <Trans id="hold.sendingExplain" components={{ 0: <TextLink to="/user/support-tickets">{null}</TextLink> }} />
      </span>
    </div>
  );
}
