import { useState } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import type { MoneyResult } from '../../../contract/transfers.ts';
import type { ChargeQuote, ExchangeRequest } from '../../../contract/wallet.ts';
import type { Wallet } from '../../../contract/wallet-shape.ts';
import type { WalletType } from '../../../contract/wallet-types.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { ConfirmPanel } from '../../../components/money/confirm-panel.tsx';
import { paymentRows } from '../../../components/money/payment-rows.ts';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { ResultPanel } from '../../../components/money/result-panel.tsx';
import { checkAmountInput, namesAField } from '../../../lib/amount-input.ts';
import { chargeIdleText, OFFLINE_CHARGE_TEXT } from '../../../lib/charge-idle-text.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useChargeQuote } from '../../../lib/use-charge-quote.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { calculateExchangeCharge } from '../api/calculate-exchange-charge.ts';
import { exchangeNow } from '../api/exchange-now.ts';
import { ExchangeFields, opposite, walletName, type ExchangeWallets } from './exchange-fields.tsx';

const FIELDS = { from_wallet_id: 'from', to_wallet_id: 'to', amount: 'amount' } as const;

type WalletExchangeProps = {
  wallets: ExchangeWallets;
  walletsLoading: boolean;
  /** Receives the balances in the exchange's answer, so every balance on screen updates at once. */
  onWallets: (wallets: Wallet[]) => void;
};

/** Wallet exchange: edit (with live charge), confirm, then the result. One Idempotency-Key per confirmed action. */
export function WalletExchange({ wallets, walletsLoading, onWallets }: WalletExchangeProps) {
  // Paused offline and during maintenance alike (src/lib/maintenance.ts).
  const online = useMoneyOpen();
  const [from, setFrom] = useState<WalletType>('main');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useMoneyAction(exchangeNow, DEFAULTS.walletExchange);
  const flow = useMoneyFlow<ExchangeRequest, ChargeQuote, MoneyResult>(action, {
    onDone: (result) => onWallets(result.wallets),
  });
  const { step, refusal } = flow;

  const fromWallet = wallets[from];
  const toWallet = wallets[opposite(from)];
  const checked = checkAmountInput(amount);
  const request: ExchangeRequest | null =
    fromWallet && toWallet && checked.ok
      ? { from_wallet_id: fromWallet.id, to_wallet_id: toWallet.id, amount: checked.amount }
      : null;
  const preview = useChargeQuote(
    online && step.name === 'edit' ? request : null,
    calculateExchangeCharge,
    DEFAULTS.calculateExchangeCharge,
  );

  const previewFieldErrors = preview.error?.fieldErrors ?? {};
  const serverErrors = { ...previewFieldErrors, ...refusal?.fieldErrors };
  const fieldError = (key: keyof typeof FIELDS) => serverErrors[key];
  const errors = {
    from: fieldError('from_wallet_id'),
    to: fieldError('to_wallet_id'),
    amount: touched && !checked.ok ? checked.message : fieldError('amount'),
  };
  const previewError =
    preview.error && !namesAField(previewFieldErrors, Object.keys(FIELDS)) ? preview.error.message : null;
  const missingWallets = !fromWallet || !toWallet;
  const walletNotice = missingWallets
    ? walletsLoading
      ? 'Loading your wallets...'
      : 'Your wallets are not available yet.'
    : null;
  const formError = refusal && !namesAField(refusal.fieldErrors, Object.keys(FIELDS)) ? refusal.message : null;

  const edit = (apply: () => void) => {
    apply();
    flow.clearRefusal();
  };

  function onReview() {
    setTouched(true);
    void flow.review(request, preview.quoteNow);
  }

  function startOver() {
    flow.startOver();
    setAmount('');
    setTouched(false);
  }

  let body;
  if (step.name === 'done') {
    const t = step.result.transaction;
    const money = (value: number) => formatMoney(value, step.quote.currency);
    body = (
      <ResultPanel
        title="Exchange complete"
        message={step.result.message}
        rows={[
          { label: 'Reference', value: t.reference },
          { label: 'Amount', value: money(t.amount) },
          { label: 'Charge', value: money(t.charge) },
          {
            label: 'Received',
            value: money((Math.round(t.amount * 100) - Math.round(t.charge * 100)) / 100),
            strong: true,
          },
        ]}
      >
        <SecondaryButton onClick={startOver}>New exchange</SecondaryButton>
      </ResultPanel>
    );
  } else if (step.name === 'confirm') {
    body = (
      <ConfirmPanel
        title="Confirm exchange"
        rows={paymentRows({
          from: walletName(from),
          youPay: step.quote.amount,
          theyGet: { label: `You receive in ${walletName(opposite(from))}`, amount: step.quote.receive_amount },
          fee: step.quote.charge,
          balance: wallets[from]?.balance ?? null,
          currency: step.quote.currency,
        })}
        confirmLabel="Confirm exchange"
        pendingLabel="Exchanging..."
        action={action}
        paused={!online}
        run={flow.run}
        onBack={flow.back}
      />
    );
  } else {
    const q = preview.quote;
    const money = (value: number) => formatMoney(value, q?.currency);
    body = (
      <ExchangeFields
        wallets={wallets}
        from={from}
        onFromChange={(next) => edit(() => setFrom(next))}
        amount={amount}
        onAmountChange={(next) => edit(() => setAmount(next))}
        onAmountBlur={() => {
          if (amount.trim()) setTouched(true);
        }}
        errors={errors}
        formError={formError}
        notice={walletNotice}
        preview={{
          wait: preview.wait,
          loading: preview.loading,
          error: previewError,
          idleText: chargeIdleText({
            amountText: amount,
            amountOk: checked.ok,
            shows: 'the charge',
            blocked: online ? walletNotice : OFFLINE_CHARGE_TEXT,
          }),
          rows: q
            ? [
                { label: 'Amount', value: money(q.amount) },
                { label: 'Charge', value: money(q.charge) },
                { label: 'You receive', value: money(q.receive_amount), strong: true },
              ]
            : null,
        }}
        reviewing={flow.reviewing}
        disabled={!online || missingWallets}
        onReview={onReview}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <OfflineNotice money />
      {body}
    </div>
  );
}
