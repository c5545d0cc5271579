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
import { chargeIdleMessage, offlineChargeText } from '../../../components/money/charge-idle-message.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
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
  const t = useT();
  const [from, setFrom] = useState<WalletType>('main');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useMoneyAction(exchangeNow, t('exchange.error.exchange'));
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
    t('exchange.error.calculateCharge'),
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
      ? t('exchange.loadingWallets')
      : t('exchange.walletsUnavailable')
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
    const tx = step.result.transaction;
    const money = (value: number) => formatMoney(value, step.quote.currency);
    body = (
      <ResultPanel
        title={t('exchange.complete')}
        message={t('exchange.done.message')}
        rows={[
          { label: t('exchange.reference'), value: tx.reference },
          { label: t('exchange.amount'), value: money(tx.amount) },
          { label: t('exchange.charge'), value: money(tx.charge) },
          {
            label: t('exchange.received'),
            value: money((Math.round(tx.amount * 100) - Math.round(tx.charge * 100)) / 100),
            strong: true,
          },
        ]}
      >
        <SecondaryButton onClick={startOver}>{t('exchange.new')}</SecondaryButton>
      </ResultPanel>
    );
  } else if (step.name === 'confirm') {
    body = (
      <ConfirmPanel
        title={t('exchange.confirmTitle')}
        rows={paymentRows({
          from: walletName(t, from),
          youPay: step.quote.amount,
          theyGet: {
            label: t('exchange.youReceiveIn', { wallet: walletName(t, opposite(from)) }),
            amount: step.quote.receive_amount,
          },
          fee: step.quote.charge,
          balance: wallets[from]?.balance ?? null,
          currency: step.quote.currency,
        })}
        confirmLabel={t('exchange.confirm')}
        pendingLabel={t('exchange.exchanging')}
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
          idleText: chargeIdleMessage(t, {
            amountText: amount,
            amountOk: checked.ok,
            blocked: online ? walletNotice : offlineChargeText(t),
          }),
          rows: q
            ? [
                { label: t('exchange.amount'), value: money(q.amount) },
                { label: t('exchange.charge'), value: money(q.charge) },
                { label: t('exchange.youReceive'), value: money(q.receive_amount), strong: true },
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
