import { useState } from 'react';
import { emailField } from '../../../contract/auth.ts';
import { formatMoney } from '../../../contract/cents.ts';
import type { MoneyResult, SendMoneyRequest, SendQuote } from '../../../contract/transfers.ts';
import type { Wallet } from '../../../contract/wallet-shape.ts';
import { ConfirmPanel } from '../../../components/money/confirm-panel.tsx';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { checkAmountInput, namesAField } from '../../../lib/amount-input.ts';
import { amountProblem, feeOf } from '../../../lib/amount-limits.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getSendLimits, sendLimitsFailed } from '../api/get-send-limits.ts';
import { useRecentRecipients } from '../use-recent-recipients.ts';
import { useRecipientName } from '../use-recipient-name.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useChargeQuote } from '../../../lib/use-charge-quote.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { calculateSendCharge } from '../api/calculate-send-charge.ts';
import { sendMoneyNow } from '../api/send-money-now.ts';
import { FactorFields } from '../../../components/form/factor-fields.tsx';
import { useFactorPrompt } from '../../../lib/use-factor-prompt.ts';
import { useSendStepUp } from '../use-send-step-up.tsx';
import { SendMoneyResult } from './send-money-result.tsx';
import { TwoFactorInvite } from './two-factor-invite.tsx';
import { getSendingPause } from '../api/get-sending-pause.ts';
import { SendingPaused } from './sending-paused.tsx';
import { sendIdleText } from '../send-idle-text.ts';
import { sendPaymentRows } from '../send-payment-rows.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { NOTE_MAX, SendMoneyFields, type SendErrors, type SendValues } from './send-money-fields.tsx';

const FIELDS = ['recipient_email', 'amount', 'note'] as const;
const EMPTY: SendValues = { recipient: '', amount: '', note: '' };

function checkEmail(text: string) {
  if (!text.trim()) return { ok: false as const, message: translate('send.field.recipientRequired') };
  const parsed = emailField.safeParse(text);
  return parsed.success
    ? { ok: true as const, email: parsed.data }
    : { ok: false as const, message: parsed.error.issues[0]?.message ?? 'is invalid' };
}

type SendMoneyProps = {
  /** Money is always sent from the Main wallet. */
  sender: Wallet | null;
  walletsLoading: boolean;
  /** Receives the balances in the answer, so every balance on screen updates at once. */
  onWallets: (wallets: Wallet[]) => void;
};

/** Send money by e-mail: edit (with live fee), confirm, result. One Idempotency-Key per confirmed action. */
export function SendMoney({ sender, walletsLoading, onWallets }: SendMoneyProps) {
  // Paused offline and during maintenance alike (src/lib/maintenance.ts).
  const online = useMoneyOpen();
  const t = useT();
  const [values, setValues] = useState<SendValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof SendValues, boolean>>>({});
  const action = useMoneyAction(sendMoneyNow, DEFAULTS.sendMoney);
  // A recipient not paid before, or over the no-code amount: the code or a passkey (the preview says so; the server decides).
  const factor = useFactorPrompt();
  // Without two-factor, the same sends ask for the password (this session's step-up) instead.
  const stepUp = useSendStepUp();
  const flow = useMoneyFlow<SendMoneyRequest, SendQuote, MoneyResult>(action, {
    prepare: factor.prepare,
    onDone: (result) => {
      factor.reset();
      onWallets(result.wallets);
    },
    // Stay on the confirm step: confirming again with the code, or after the password, is a new action (a new key).
    handled: (error) => {
      if (factor.handled(error)) return true;
      if (!stepUp.handles(error)) return false;
      void stepUpThenSend();
      return true;
    },
  });

  async function stepUpThenSend() {
    if (await stepUp.ask()) await flow.run('submit');
  }
  const { step, refusal } = flow;

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
    online && !pausedUntil && step.name === 'edit' ? quoteRequest : null,
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
  const previewError = preview.error && !namesAField(previewFieldErrors, FIELDS) ? preview.error.message : null;
  const walletNotice = sender ? null : walletsLoading ? t('send.wallets.loading') : t('send.wallets.unavailable');
  const formError = refusal && !namesAField(refusal.fieldErrors, FIELDS) ? refusal.message : null;
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
  const recipientName = recipient && 'name' in recipient ? recipient.name : null;

  function onReview() {
    setTouched({ recipient: true, amount: true });
    if (!quoteRequest || note.length > NOTE_MAX) return;
    // The fee does not depend on the note, so the quote is asked without it.
    void flow.review({ ...quoteRequest, note }, () => preview.quoteNow(quoteRequest));
  }

  function startOver() {
    flow.startOver();
    factor.reset();
    stepUp.reset();
    setValues(EMPTY);
    setTouched({});
  }

  let body;
  if (step.name === 'done') {
    const shown = recipientName ? `${recipientName} (${step.request.recipient_email})` : step.request.recipient_email;
    body = <SendMoneyResult result={step.result} quote={step.quote} recipient={shown} onNew={startOver} />;
  } else if (step.name === 'confirm') {
    const { request, quote } = step;
    body = (
      <ConfirmPanel
        title={t('send.confirm.title')}
        rows={[
          ...(recipientName
            ? [
                { label: t('send.row.recipient'), value: recipientName },
                { label: t('send.row.email'), value: request.recipient_email },
              ]
            : [{ label: t('send.row.recipient'), value: request.recipient_email }]),
          ...sendPaymentRows(t, {
            youPay: quote.total_debit,
            theyGet: quote.amount,
            fee: quote.charge,
            balance: sender?.balance ?? null,
            currency: quote.currency,
          }),
          ...(request.note ? [{ label: t('send.row.note'), value: request.note }] : []),
        ]}
        confirmLabel={t('send.confirm.submit')}
        pendingLabel={t('send.confirm.pending')}
        action={action}
        paused={!online}
        // The preview said the password will be asked: ask it before sending, not after a refusal.
        run={(kind) =>
          kind === 'submit' && quote.step_up_required && !stepUp.invite ? stepUpThenSend() : flow.run(kind)
        }
        onBack={flow.back}
      >
        <FactorFields
          prompt={factor}
          ahead={quote.second_factor_required}
          error={action.fieldErrors['totp']}
          pending={action.pending}
          onPasskeyConfirm={() => flow.run('submit')}
        />
      </ConfirmPanel>
    );
  } else {
    const q = preview.quote;
    const money = (value: number) => formatMoney(value, q?.currency);
    body = (
      <SendMoneyFields
        senderLabel={
          sender
            ? t('send.from.mainWithBalance', { balance: formatMoney(sender.balance, sender.currency) })
            : t('send.from.main')
        }
        values={values}
        onChange={(next) => {
          setValues(next);
          flow.clearRefusal();
        }}
        onBlur={(field) => {
          if (values[field].trim()) setTouched((t) => ({ ...t, [field]: true }));
        }}
        errors={errors}
        formError={formError}
        notice={walletNotice}
        preview={{
          wait: preview.wait,
          loading: preview.loading,
          error: previewError,
          idleText: sendIdleText(t, {
            amountText: values.amount,
            amountOk: amount.ok && !problem,
            recipient: !values.recipient.trim() ? 'missing' : email.ok ? 'ok' : 'invalid',
            blocked: !online ? t('send.idle.offline') : pausedUntil ? t('send.idle.paused') : walletNotice,
          }),
          rows: q
            ? [
                { label: t('send.row.amount'), value: money(q.amount) },
                { label: t('send.row.fee'), value: money(q.charge) },
                { label: t('send.row.totalDebited'), value: money(q.total_debit), strong: true },
              ]
            : null,
        }}
        reviewing={flow.reviewing}
        disabled={!online || !sender || blocked !== null}
        blockedReason={blocked}
        recipientHint={recipientName ? t('send.recipient.pays', { name: recipientName }) : null}
        recent={recent}
        onPickRecipient={(picked) => {
          setValues({ ...values, recipient: picked });
          flow.clearRefusal();
        }}
        limitsText={
          limits
            ? t('send.limits', {
                min: formatMoney(limits.min, limits.currency),
                max: formatMoney(limits.max, limits.currency),
                left: formatMoney(limits.dailyLeft, limits.currency),
              })
            : null
        }
        onMax={
          limits && limits.maxSendable > 0
            ? () => {
                setValues({ ...values, amount: limits.maxSendable.toFixed(2) });
                setTouched((t) => ({ ...t, amount: true }));
                flow.clearRefusal();
              }
            : null
        }
        onReview={onReview}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <OfflineNotice money />
      {pausedUntil ? <SendingPaused until={pausedUntil} reason={hold?.reason ?? null} /> : null}
      {stepUp.invite ? <TwoFactorInvite /> : null}
      {body}
      {stepUp.dialog}
    </div>
  );
}
