import { useState, type FormEvent } from 'react';
import type { Deposit, DepositMethod } from '../../../contract/deposits.ts';
import { formatDecimal, formatMoney } from '../../../contract/cents.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ChargePreview } from '../../../components/money/charge-preview.tsx';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { checkAmountInput, namesAField } from '../../../lib/amount-input.ts';
import { chargeIdleText, OFFLINE_CHARGE_TEXT } from '../../../lib/charge-idle-text.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { PausedOffline } from '../../../components/money/paused-offline.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useChargeQuote } from '../../../lib/use-charge-quote.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { calculateDepositCharge } from '../api/calculate-deposit-charge.ts';
import { getDepositMethods } from '../api/get-deposit-methods.ts';
import { submitDeposit } from '../api/submit-deposit.ts';
import { goToCheckout } from '../go-to-checkout.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { OnchainDeposit } from './onchain-deposit.tsx';

const chargeText = (m: DepositMethod) =>
  [m.chargeFixed > 0 ? formatMoney(m.chargeFixed) : null, m.chargePercent > 0 ? `${m.chargePercent}%` : null]
    .filter(Boolean)
    .join(' + ') || 'No charge';

/**
 * Add Money, step 1: a method and an amount (with the live charge). It creates the pending deposit
 * and opens its payment details: where to pay and the reference come first, then "I have paid"
 * with the proof (deposit-details.tsx), since nobody can prove a payment before knowing where to pay.
 */
/** `initial`: a method and amount to start from ("Start a new deposit" after a rejected one). */
export function DepositForm({
  onCreated,
  initial,
}: {
  onCreated: (deposit: Deposit) => void;
  initial?: { methodId?: string | undefined; amount?: string | undefined };
}) {
  // Paused offline and during maintenance alike (src/lib/maintenance.ts).
  const online = useMoneyOpen();
  // Cached per user: offline, a form opened before shows (paused) instead of a network error.
  const methods = useResource<DepositMethod[]>(getDepositMethods, DEPOSIT_DEFAULTS.fetchMethods, {
    cacheKey: 'deposit-methods',
  });
  const list = methods.data ?? [];
  const [chosen, setMethodId] = useState(initial?.methodId ?? '');
  // A method asked for that is no longer offered falls back to the first one.
  const methodId = list.some((m) => m.id === chosen) ? chosen : list[0]?.id || '';
  const [amountText, setAmountText] = useState(initial?.amount ?? '');
  const [touched, setTouched] = useState(false);
  const action = useApiAction(submitDeposit, { fallback: DEPOSIT_DEFAULTS.submitDeposit, toastErrors: false });
  const [formError, setFormError] = useState<string | null>(null);

  const method = list.find((m) => m.id === methodId) ?? null;
  const amount = checkAmountInput(amountText);
  const request = method && amount.ok ? { method_id: method.id, amount: amount.amount } : null;
  const preview = useChargeQuote(online ? request : null, calculateDepositCharge, DEPOSIT_DEFAULTS.calculateCharge);
  const server = { ...preview.error?.fieldErrors, ...action.fieldErrors };
  const amountError = touched && !amount.ok ? amount.message : server['amount'];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    setFormError(null);
    if (!method || !amount.ok) return;
    const result = await action.run({ methodId: method.id, amount: amount.amount, transactionHash: '', proof: null });
    // A card payment continues on Stripe's page, which sends the investor back to /user/deposit/card-return.
    if (result.ok && result.data.checkoutUrl) goToCheckout(result.data.checkoutUrl);
    else if (result.ok) onCreated(result.data.deposit);
    else if (!namesAField(result.error.fieldErrors, ['amount', 'method_id'])) setFormError(result.error.message);
  }

  if (methods.data === null && methods.error === null) return <p role="status">Loading deposit methods...</p>;
  if (methods.error && !online) return <PausedOffline title="Add Money" needs="the deposit methods" />;
  if (methods.error) return <LoadError message={methods.error} onRetry={() => void methods.reload()} />;
  if (list.length === 0) return <p className="text-fg-muted">No deposit methods are available right now.</p>;

  const q = preview.quote;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex max-w-md flex-col gap-4">
      <OfflineNotice money />
      <SelectField
        name="method_id"
        label="Deposit method"
        options={list.map((m) => ({
          value: m.id,
          label: m.network && !m.name.includes(m.network) ? `${m.name} · ${m.network}` : m.name,
        }))}
        value={methodId}
        onChange={(e) => setMethodId(e.target.value)}
        error={server['method_id']}
      />
      {method ? (
        <p className="text-label text-fg-muted">
          Limits {formatMoney(method.min)} to {formatMoney(method.max)} · Charge {chargeText(method)}
        </p>
      ) : null}
      {method?.kind === 'evm' ? (
        <OnchainDeposit method={method} />
      ) : (
        <>
          <TextField
            name="amount"
            label="Amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            required
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            onBlur={() => amountText.trim() && setTouched(true)}
            error={amountError}
          />
          <ChargePreview
            loading={preview.loading}
            wait={preview.wait}
            error={preview.error && !preview.error.fieldErrors['amount'] ? preview.error.message : null}
            idleText={chargeIdleText({
              amountText,
              amountOk: amount.ok,
              shows: 'the charge',
              needs: method ? null : 'Choose a method',
              blocked: online ? null : OFFLINE_CHARGE_TEXT,
            })}
            rows={
              q
                ? [
                    { label: 'Amount', value: formatMoney(q.amount, q.currency) },
                    { label: 'Charge', value: formatMoney(q.charge, q.currency) },
                    {
                      label: 'Credited to Main Wallet',
                      value: formatMoney(q.receive_amount, q.currency),
                      strong: true,
                    },
                    { label: 'You pay', value: formatDecimal(q.pay_amount, q.pay_currency) },
                  ]
                : null
            }
          />
          <FormError message={formError} />
          <SubmitButton
            pending={action.pending}
            pendingLabel={method?.kind === 'card' ? 'Opening the card payment...' : 'Preparing...'}
            disabled={!online}
          >
            {method?.kind === 'card' ? 'Pay by card' : 'Show payment details'}
          </SubmitButton>
          <p className="text-caption text-fg-muted">
            {method?.kind === 'card'
              ? 'Next: the secure Stripe card page. Once paid, your Main Wallet is credited at once; you come back here to see it.'
              : 'Next: where to pay and your reference, then you confirm with “I have paid” and a proof. Your Main Wallet is credited once an admin approves the deposit.'}
          </p>
        </>
      )}
    </form>
  );
}
