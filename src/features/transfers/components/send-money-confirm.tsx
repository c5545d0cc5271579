import type { MoneyResult, SendMoneyRequest, SendQuote } from '../../../contract/transfers.ts';
import { FactorFields } from '../../../components/form/factor-fields.tsx';
import { ConfirmPanel } from '../../../components/money/confirm-panel.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { FactorPrompt } from '../../../lib/use-factor-prompt.ts';
import type { useMoneyAction } from '../../../lib/use-money-action.ts';
import { sendPaymentRows } from '../send-payment-rows.ts';

type SendConfirmProps = {
  request: SendMoneyRequest;
  quote: SendQuote;
  /** The recipient's name when the server knows it: shown above their e-mail. */
  recipientName: string | null;
  senderBalance: number | null;
  action: ReturnType<typeof useMoneyAction<SendMoneyRequest, MoneyResult>>;
  paused: boolean;
  factor: FactorPrompt;
  run: (kind: 'submit' | 'retry') => Promise<void>;
  /** Confirming with a passkey sends at once. */
  onPasskeyConfirm: () => Promise<void>;
  onBack: () => void;
};

/** Send money's confirm step: who gets what, the fee and the balance after, and the code when one is asked. */
export function SendMoneyConfirm(props: SendConfirmProps) {
  const { request, quote, recipientName, senderBalance, action, paused, factor, run, onPasskeyConfirm, onBack } = props;
  const t = useT();
  return (
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
          balance: senderBalance,
          currency: quote.currency,
        }),
        ...(request.note ? [{ label: t('send.row.note'), value: request.note }] : []),
      ]}
      confirmLabel={t('send.confirm.submit')}
      pendingLabel={t('send.confirm.pending')}
      action={action}
      paused={paused}
      run={run}
      onBack={onBack}
    >
      <FactorFields
        prompt={factor}
        ahead={quote.second_factor_required}
        error={action.fieldErrors['totp']}
        pending={action.pending}
        onPasskeyConfirm={onPasskeyConfirm}
      />
    </ConfirmPanel>
  );
}
