import type { MoneyResult, SendMoneyRequest, SendQuote } from '../../../contract/transfers.ts';
import type { Wallet } from '../../../contract/wallet-shape.ts';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { NOTE_MAX } from './send-money-fields.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { sendMoneyNow } from '../api/send-money-now.ts';
import { useFactorPrompt } from '../../../lib/use-factor-prompt.ts';
import { useSendForm } from '../use-send-form.ts';
import { useSendStepUp } from '../use-send-step-up.tsx';
import { SendMoneyConfirm } from './send-money-confirm.tsx';
import { SendMoneyForm } from './send-money-form.tsx';
import { SendMoneyResult } from './send-money-result.tsx';
import { TwoFactorInvite } from './two-factor-invite.tsx';
import { SendingPaused } from './sending-paused.tsx';

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
  const form = useSendForm({ sender, walletsLoading, online, editing: step.name === 'edit', refusal });
  const { recipientName, quoteRequest, note } = form;

  function onReview() {
    form.setTouched({ recipient: true, amount: true });
    if (!quoteRequest || note.length > NOTE_MAX) return;
    // The fee does not depend on the note, so the quote is asked without it.
    void flow.review({ ...quoteRequest, note }, () => form.preview.quoteNow(quoteRequest));
  }

  function startOver() {
    flow.startOver();
    factor.reset();
    stepUp.reset();
    form.reset();
  }

  let body;
  if (step.name === 'done') {
    const shown = recipientName ? `${recipientName} (${step.request.recipient_email})` : step.request.recipient_email;
    body = <SendMoneyResult result={step.result} quote={step.quote} recipient={shown} onNew={startOver} />;
  } else if (step.name === 'confirm') {
    const { request, quote } = step;
    body = (
      <SendMoneyConfirm
        request={request}
        quote={quote}
        recipientName={recipientName}
        senderBalance={sender?.balance ?? null}
        action={action}
        paused={!online}
        factor={factor}
        // The preview said the password will be asked: ask it before sending, not after a refusal.
        run={(kind) =>
          kind === 'submit' && quote.step_up_required && !stepUp.invite ? stepUpThenSend() : flow.run(kind)
        }
        onPasskeyConfirm={() => flow.run('submit')}
        onBack={flow.back}
      />
    );
  } else {
    body = (
      <SendMoneyForm
        form={form}
        sender={sender}
        online={online}
        reviewing={flow.reviewing}
        onEdit={flow.clearRefusal}
        onReview={onReview}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <OfflineNotice money />
      {form.pausedUntil ? <SendingPaused until={form.pausedUntil} reason={form.hold?.reason ?? null} /> : null}
      {stepUp.invite ? <TwoFactorInvite /> : null}
      {body}
      {stepUp.dialog}
    </div>
  );
}
