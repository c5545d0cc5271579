import { Trans } from '@lingui/react';
import type { SecurityHoldReason } from '../../../contract/security-hold-reasons.ts';
import { screenFormat } from '../../../contract/locale-format.ts';
import { TextLink } from '../../../components/text-link.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Props = { until: string; reason: SecurityHoldReason | null };

/** Why the pause began, as a sentence of its own (Send Money says the same: the ids are shared). */
const BECAUSE: Record<SecurityHoldReason, MessageId> = {
  password_changed: 'hold.because.password_changed',
  email_changed: 'hold.because.email_changed',
  two_factor_enabled: 'hold.because.two_factor_enabled',
  two_factor_disabled: 'hold.because.two_factor_disabled',
  recovery_code_used: 'hold.because.recovery_code_used',
  passkey_added: 'hold.because.passkey_added',
  passkey_removed: 'hold.because.passkey_removed',
};

/** The pause after a security change: until when (the reader's local time, with its zone: a deadline) and why, and what to do if it was not them. */
export function WithdrawalsPaused({ until, reason }: Props) {
  const t = useT();
  return (
    <div
      role="status"
      className="flex max-w-md flex-col gap-1 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      <strong>
        <Trans
          id="hold.withdrawalsPausedUntil"
          values={{ until: screenFormat().dateTimeWithZone(until) }}
          components={{ 0: <time dateTime={until} /> }}
        />
      </strong>
      <span>
        {reason ? `${t(BECAUSE[reason])} ` : ''}
        <Trans
          id="hold.withdrawalsExplain"
          components={{ 0: <TextLink to="/user/support-tickets">{null}</TextLink> }}
        />
      </span>
    </div>
  );
}

/** Under an account that is cooling off: from when it can receive money. */
export function UsableFrom({ at }: { at: string }) {
  return (
    <span className="text-sm text-warning">
      <Trans
        id="withdraw.usableFrom"
        values={{ at: screenFormat().dateTimeWithZone(at) }}
        components={{ 0: <time dateTime={at} /> }}
      />
    </span>
  );
}
