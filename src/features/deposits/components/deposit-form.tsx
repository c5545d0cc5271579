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
import { chargeIdleMessage, offlineChargeText } from '../../../components/money/charge-idle-message.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { PausedOffline } from '../../../components/money/paused-offline.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useChargeQuote } from '../../../lib/use-charge-quote.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { calculateDepositCharge } from '../api/calculate-deposit-charge.ts';
import { getDepositMethods } from '../api/get-deposit-methods.ts';
import { submitDeposit } from '../api/submit-deposit.ts';
import { goToCheckout } from '../go-to-checkout.ts';
import { OnchainDeposit } from './onchain-deposit.tsx';

const chargeText = (t: Translate, m: DepositMethod) =>
  [
    m.chargeFixed > 0 ? formatMoney(m.chargeFixed) : null,
    m.chargePercent > 0 ? screenFormat().percent(m.chargePercent) : null,
  ]
    .filter(Boolean)
    .join(' + ') || t('deposit.form.noCharge');

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
  const t = useT();
  // Cached per user: offline, a form opened before shows (paused) instead of a network error.
  const methods = useResource<DepositMethod[]>(getDepositMethods, t('deposit.error.fetchMethods'), {
    cacheKey: 'deposit-methods',
  });
  const list = methods.data ?? [];
  const [chosen, setMethodId] = useState(initial?.methodId ?? '');
  // A method asked for that is no longer offered falls back to the first one.
  const methodId = list.some((m) => m.id === chosen) ? chosen : list[0]?.id || '';
  const [amountText, setAmountText] = useState(initial?.amount ?? '');
  const [touched, setTouched] = useState(false);
  const action = useApiAction(submitDeposit, { fallback: t('deposit.error.submitDeposit'), toastErrors: false });
  const [formError, setFormError] = useState<string | null>(null);

  const method = list.find((m) => m.id === methodId) ?? null;
  const amount = checkAmountInput(amountText);
  const request = method && amount.ok ? { method_id: method.id, amount: amount.amount } : null;
  const preview = useChargeQuote(online ? request : null, calculateDepositCharge, t('deposit.error.calculateCharge'));
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

  if (methods.data === null && methods.error === null) return <p role="status">{t('deposit.form.loadingMethods')}</p>;
  if (methods.error && !online)
    return <PausedOffline title={t('deposit.title')} needs={t('deposit.form.needsMethods')} />;
  if (methods.error) return <LoadError message={methods.error} onRetry={() => void methods.reload()} />;
  if (list.length === 0) return <p className="text-fg-muted">{t('deposit.form.noMethods')}</p>;

  const q = preview.quote;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex max-w-md flex-col gap-4">
      <OfflineNotice money />
      <SelectField
        name="method_id"
        label={t('deposit.form.method')}
        options={list.map((m) => ({
          value: m.id,
          label:
            m.network && !m.name.includes(m.network)
              ? t('deposit.form.methodOnNetwork', { name: m.name, network: m.network })
              : m.name,
        }))}
        value={methodId}
        onChange={(e) => setMethodId(e.target.value)}
        error={server['method_id']}
      />
      {method ? (
        <p className="text-label text-fg-muted">
          {t('deposit.form.limits', {
            min: formatMoney(method.min),
            max: formatMoney(method.max),
            charge: chargeText(t, method),
          })}
        </p>
      ) : null}
      {method?.kind === 'evm' ? (
        <OnchainDeposit method={method} />
      ) : (
        <>
          <TextField
            name="amount"
            label={t('deposit.form.amount')}
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
            idleText={chargeIdleMessage(t, {
              amountText,
              amountOk: amount.ok,
              needsMethod: !method,
              blocked: online ? null : offlineChargeText(t),
            })}
            rows={
              q
                ? [
                    { label: t('deposit.form.amount'), value: formatMoney(q.amount, q.currency) },
                    { label: t('deposit.form.charge'), value: formatMoney(q.charge, q.currency) },
                    {
                      label: t('deposit.form.credited'),
                      value: formatMoney(q.receive_amount, q.currency),
                      strong: true,
                    },
                    { label: t('deposit.form.youPay'), value: formatDecimal(q.pay_amount, q.pay_currency) },
                  ]
                : null
            }
          />
          <FormError message={formError} />
          <SubmitButton
            pending={action.pending}
            pendingLabel={method?.kind === 'card' ? t('deposit.form.openingCard') : t('deposit.form.preparing')}
            disabled={!online}
          >
            {method?.kind === 'card' ? t('deposit.form.payByCard') : t('deposit.form.showDetails')}
          </SubmitButton>
          <p className="text-caption text-fg-muted">
            {method?.kind === 'card' ? t('deposit.form.nextCard') : t('deposit.form.nextManual')}
          </p>
        </>
      )}
    </form>
  );
}
