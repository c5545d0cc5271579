import { useState } from 'react';
import type { AtMaturity, InvestmentSchema, InvestRequest, InvestResult } from '../../../contract/investments.ts';
import { planFor } from '../../../contract/investment-terms.ts';
import { centsToNumber, formatMoney } from '../../../contract/cents.ts';
import type { Wallet } from '../../../contract/wallet-shape.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { ConfirmPanel } from '../../../components/money/confirm-panel.tsx';
import { paymentRows } from '../../../components/money/payment-rows.ts';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { ResultPanel } from '../../../components/money/result-panel.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { checkAmountInput, namesAField } from '../../../lib/amount-input.ts';
import { chargeIdleText } from '../../../lib/charge-idle-text.ts';
import { amountProblem } from '../../../lib/amount-limits.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getSchemas } from '../api/get-schemas.ts';
import { investNow } from '../api/invest-now.ts';
import { money, periodsText, returnText, termsOf } from '../terms-text.ts';
import { compoundingRows } from './compounding-rows.ts';
import { InvestFields, type InvestErrors, type InvestValues } from './invest-fields.tsx';

const FIELDS = ['schema_id', 'amount', 'wallet_type', 'reinvest_profit', 'at_maturity'] as const;

/** What an amount in a schema pays and when, from the same calculator the server uses. */
function previewRows(
  schema: InvestmentSchema,
  amountCents: number,
  now: Date,
  choices: { reinvest: boolean; atMaturity: AtMaturity },
): DetailRow[] {
  const plan = planFor(termsOf(schema), amountCents, now);
  if (choices.reinvest) return compoundingRows(schema, amountCents, plan, choices.atMaturity);
  return [
    { label: 'Schema', value: `${schema.name} (${returnText(schema)})` },
    { label: 'Profit per period', value: money(centsToNumber(plan.perPeriodCents)) },
    { label: 'Periods', value: periodsText(schema.periods) },
    {
      label: 'Total profit',
      value: plan.totalProfitCents === null ? 'Pays for life' : money(centsToNumber(plan.totalProfitCents)),
    },
    { label: 'Capital back', value: plan.capitalBackCents ? money(centsToNumber(plan.capitalBackCents)) : 'No' },
    { label: 'First profit', value: formatDateTime(plan.firstPayoutAt.getTime()) },
    ...(plan.lastPayoutAt ? [{ label: 'Last profit', value: formatDateTime(plan.lastPayoutAt.getTime()) }] : []),
  ];
}

type Props = {
  initialSchemaId?: string | undefined;
  main: Wallet | null;
  profit: Wallet | null;
  onWallets: (wallets: Wallet[]) => void;
};

/** Invest Now: choose, preview, confirm (one Idempotency-Key per confirmed action), result. */
export function InvestNow({ initialSchemaId, main, profit, onWallets }: Props) {
  // Paused offline and during maintenance alike (src/lib/maintenance.ts).
  const online = useMoneyOpen();
  const schemas = useResource(getSchemas, DEFAULTS.fetchSchemas);
  const [values, setValues] = useState<InvestValues>({
    schemaId: initialSchemaId ?? '',
    amount: '',
    walletType: 'main',
    reinvestProfit: false,
    atMaturity: 'payout',
  });
  const [touched, setTouched] = useState(false);
  const action = useMoneyAction(investNow, DEFAULTS.invest);
  // The "quote" of an investment is its plan, worked out here with the server's own calculator.
  const flow = useMoneyFlow<InvestRequest, DetailRow[], InvestResult>(action, {
    onDone: (result) => onWallets(result.wallets),
  });
  const { step, refusal } = flow;

  if (schemas.error && !schemas.data)
    return <LoadError message={schemas.error} onRetry={() => void schemas.reload()} />;
  if (!schemas.data) return <p role="status">Loading schemas...</p>;

  const schema = schemas.data.find((s) => s.id === values.schemaId);
  const amount = checkAmountInput(values.amount);
  const amountCents = amount.ok ? Math.round(amount.amount * 100) : null;
  const server = refusal?.fieldErrors ?? {};
  const wallets = { main, profit };
  // A choice the chosen plan does not offer is never sent.
  const choices = {
    reinvest: Boolean(schema?.compounding && values.reinvestProfit),
    atMaturity: schema && schema.periods !== null && schema.capitalBack ? values.atMaturity : ('payout' as const),
  };
  const payFrom = wallets[values.walletType];
  const payFromName = values.walletType === 'main' ? 'Main Wallet' : 'Profit Wallet';
  // The plan's minimum and maximum and the chosen wallet's balance, checked before Review.
  const problem =
    schema && amount.ok
      ? amountProblem(amount.amount, {
          currency: payFrom?.currency ?? 'USD',
          min: schema.minAmount,
          max: schema.maxAmount,
          balance: payFrom ? { amount: payFrom.balance, wallet: payFromName } : null,
        })
      : null;
  const maxAmount = schema && payFrom ? Math.min(schema.maxAmount, payFrom.balance) : 0;
  const errors: InvestErrors = {
    schema_id: touched && !schema ? 'is required' : server['schema_id'],
    amount: touched && !amount.ok ? amount.message : (problem?.field ?? server['amount']),
    wallet_type: server['wallet_type'],
    reinvest_profit: server['reinvest_profit'],
    at_maturity: server['at_maturity'],
  };
  const walletOptions = (['main', 'profit'] as const).map((t) => {
    const w = wallets[t];
    const name = t === 'main' ? 'Main Wallet' : 'Profit Wallet';
    return { value: t, label: w ? `${name} (${formatMoney(w.balance, w.currency)})` : name };
  });

  function onReview() {
    setTouched(true);
    if (!schema || amountCents === null || !amount.ok || problem) return;
    const paying = wallets[values.walletType];
    const rows = [
      ...paymentRows({
        from: values.walletType === 'main' ? 'Main Wallet' : 'Profit Wallet',
        youPay: centsToNumber(amountCents),
        theyGet: { label: `Invested in ${schema.name}`, amount: centsToNumber(amountCents) },
        fee: 0,
        balance: paying?.balance ?? null,
        currency: paying?.currency ?? 'USD',
      }),
      ...previewRows(schema, amountCents, new Date(), choices),
    ];
    void flow.review(
      {
        schema_id: schema.id,
        amount: amount.amount,
        wallet_type: values.walletType,
        reinvest_profit: choices.reinvest,
        at_maturity: choices.atMaturity,
      },
      async () => ({
        quote: rows,
      }),
    );
  }

  let body;
  if (step.name === 'done') {
    const inv = step.result.investment;
    body = (
      <ResultPanel
        title="Investment made"
        message={step.result.message}
        rows={[
          { label: 'Schema', value: inv.schemaName },
          { label: 'Amount', value: money(inv.amount), strong: true },
          { label: 'Profit per period', value: money(inv.profitPerPeriod) },
          { label: 'Next profit', value: inv.nextProfitAt ? formatDateTime(inv.nextProfitAt) : '—' },
        ]}
      >
        <SecondaryButton
          onClick={() => {
            flow.startOver();
            setValues({ ...values, amount: '' });
            setTouched(false);
          }}
        >
          Invest again
        </SecondaryButton>
        <TextLink standalone to="/user/schema-logs">
          View schema logs
        </TextLink>
      </ResultPanel>
    );
  } else if (step.name === 'confirm') {
    body = (
      <ConfirmPanel
        title="Confirm investment"
        rows={step.quote}
        confirmLabel="Confirm and invest"
        pendingLabel="Investing..."
        action={action}
        paused={!online}
        run={flow.run}
        onBack={flow.back}
      />
    );
  } else {
    body = (
      <InvestFields
        schemas={schemas.data}
        walletOptions={walletOptions}
        values={values}
        onChange={(next) => {
          setValues(next);
          flow.clearRefusal();
        }}
        errors={errors}
        formError={refusal && !namesAField(refusal.fieldErrors, FIELDS) ? refusal.message : null}
        preview={
          schema && amountCents !== null && !problem ? previewRows(schema, amountCents, new Date(), choices) : null
        }
        idleText={chargeIdleText({
          amountText: values.amount,
          amountOk: amount.ok && !problem,
          shows: 'what it pays',
          needs: schema ? null : 'Choose a schema',
        })}
        disabled={!online || problem !== null}
        blockedReason={online && problem ? problem.reason : null}
        onMax={
          schema && maxAmount >= schema.minAmount
            ? () => {
                setValues({ ...values, amount: maxAmount.toFixed(2) });
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
      {body}
    </div>
  );
}
