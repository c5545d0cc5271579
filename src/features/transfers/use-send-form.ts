import { useState } from 'react';
import { emailField } from '../../contract/auth.ts';
import type { Wallet } from '../../contract/wallet-shape.ts';
import { checkAmountInput, namesAField } from '../../lib/amount-input.ts';
import { amountProblem, feeOf } from '../../lib/amount-limits.ts';
import { translate } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { DEFAULTS } from '../../lib/messages.ts';
import { useChargeQuote } from '../../lib/use-charge-quote.ts';
import type { Refusal } from '../../lib/use-money-flow.ts';
import { useResource } from '../../lib/use-resource.ts';
import { calculateSendCharge } from './api/calculate-send-charge.ts';
import { getSendLimits, sendLimitsFailed } from './api/get-send-limits.ts';
import { getSendingPause } from './api/get-sending-pause.ts';
import { NOTE_MAX, type SendErrors, type SendValues } from './components/send-money-fields.tsx';
import { useRecentRecipients } from './use-recent-recipients.ts';
import { useRecipientName } from './use-recipient-name.ts';

const FIELDS = ['recipient_email', 'amount', 'note'] as const;
const EMPTY: SendValues = { recipient: '', amount: '', note: '' };

function checkEmail(text: string) {
  if (!text.trim()) return { ok: false as const, message: translate('send.field.recipientRequired') };
  const parsed = emailField.safeParse(text);
  return parsed.success
    ? { ok: true as const, email: parsed.data }
    : { ok: false as const, message: parsed.error.issues[0]?.message ?? 'is invalid' };
}

type SendFormOptions = {
  sender: Wallet | null;
  walletsLoading: boolean;
  /** Open for money (online, no maintenance). */
  online: boolean;
  /** On the form step: the live fee is asked only there. */
  editing: boolean;
  refusal: Refusal | null;
};

/** Send money's form state: what is typed, what it is checked against (limits, the pause), and the live fee. */
export function useSendForm({ sender, walletsLoading, online, editing, refusal }: SendFormOptions) {
  const t = useT();
  const [values, setValues] = useState<SendValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof SendValues, boolean>>>({});
  const email = checkEmail(values.recipient);
  const amount = checkAmountInput(values.amount);
  const note = values.note.trim();
  // Read once per visit: a language switch must not reload the page's data (the calls translate their own errors).
  const [fallbacks] = useState(() => ({ limits: sendLimitsFailed(), pause: translate('send.error.fetchPause') }));
  const limits = useResource(getSendLimits, fallbacks.limits).data;
  // The pause after a security change, asked up front as Withdraw does: said once above the form,
  // and no fee is asked meanwhile (the server would refuse it with the same end).
  const hold = useResource(getSendingPause, fallbacks.pause).data;
  const pausedUntil = hold?.pausedUntil ?? null;
  const recent = useRecentRecipients();
  const recipient = useRecipientName(email.ok ? email.email : null);
  // Checked here at once, before any quote: min, max, today's limit, and the balance with the fee.
  const problem =
    amount.ok && limits
      ? amountProblem(amount.amount, {
          currency: limits.currency,
          min: limits.min,
          max: limits.max,
          dailyLeft: limits.dailyLeft,
          balance: sender ? { amount: sender.balance, wallet: t('send.from.main') } : null,
          fee: feeOf(limits.chargeFixed, limits.chargePercent),
        })
      : null;
  const quoteRequest =
    sender && email.ok && amount.ok && !problem
      ? { sender_wallet_id: sender.id, recipient_email: email.email, amount: amount.amount }
      : null;
  const preview = useChargeQuote(
    online && !pausedUntil && editing ? quoteRequest : null,
    calculateSendCharge,
    DEFAULTS.calculateCharge,
  );

  const previewFieldErrors = preview.error?.fieldErrors ?? {};
  const server = { ...previewFieldErrors, ...refusal?.fieldErrors };
  const errors: SendErrors = {
    recipient_email: touched.recipient && !email.ok ? email.message : server['recipient_email'],
    amount: touched.amount && !amount.ok ? amount.message : (problem?.field ?? server['amount']),
    note: note.length > NOTE_MAX ? t('send.field.noteTooLong', { max: NOTE_MAX }) : server['note'],
  };
  const walletNotice = sender ? null : walletsLoading ? t('send.wallets.loading') : t('send.wallets.unavailable');
  // Why Review is disabled, in words: a limit, or what the live preview was refused for.
  const blocked = !online
    ? null
    : pausedUntil
      ? t('send.blocked.paused')
      : problem
        ? problem.reason
        : preview.error && !refusal
          ? preview.error.message
          : null;
  return {
    values,
    setValues,
    setTouched,
    email,
    amountOk: amount.ok && !problem,
    note,
    limits,
    hold,
    pausedUntil,
    recent,
    quoteRequest,
    preview,
    errors,
    previewError: preview.error && !namesAField(previewFieldErrors, FIELDS) ? preview.error.message : null,
    formError: refusal && !namesAField(refusal.fieldErrors, FIELDS) ? refusal.message : null,
    walletNotice,
    blocked,
    recipientName: recipient && 'name' in recipient ? recipient.name : null,
    reset: () => {
      setValues(EMPTY);
      setTouched({});
    },
  };
}

export type SendForm = ReturnType<typeof useSendForm>;
