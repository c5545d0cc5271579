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
import { amountProblem } from '../../../lib/amount-limits.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getSchemas } from '../api/get-schemas.ts';
import { investNow } from '../api/invest-now.ts';
import { PausedOffline } from '../../../components/money/paused-offline.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { money, periodsText, returnText, termsOf, walletName } from '../terms-text.ts';
import { compoundingRows } from './compounding-rows.ts';
import { InvestFields, type InvestErrors, type InvestValues } from './invest-fields.tsx';

const FIELDS = ['schema_id', 'amount', 'wallet_type', 'reinvest_profit', 'at_maturity'] as const;

/** What an amount in a schema pays and when, from the same calculator the server uses. */
function previewRows(
  t: Translate,
  schema: InvestmentSchema,
  amountCents: number,
  now: Date,
  choices: { reinvest: boolean; atMaturity: AtMaturity },
): DetailRow[] {
  const plan = planFor(termsOf(schema), amountCents, now);
  if (choices.reinvest) return compoundingRows(t, schema, amountCents, plan, choices.atMaturity);
  return [
    { label: t('invest.schema'), value: `${schema.name} (${returnText(schema)})` },
    { label: t('invest.profitPerPeriod'), value: money(centsToNumber(plan.perPeriodCents)) },
    { label: t('invest.periodsLabel'), value: periodsText(t, schema.periods) },
    {
      label: t('invest.totalProfit'),
      value: plan.totalProfitCents === null ? t('invest.paysForLife') : money(centsToNumber(plan.totalProfitCents)),
    },
    {
      label: t('invest.capitalBack'),
      value: plan.capitalBackCents ? money(centsToNumber(plan.capitalBackCents)) : t('invest.no'),
    },
    { label: t('invest.firstProfit'), value: formatDateTime(plan.firstPayoutAt.getTime()) },
    ...(plan.lastPayoutAt
      ? [{ label: t('invest.lastProfit'), value: formatDateTime(plan.lastPayoutAt.getTime()) }]
      : []),
  ];
}

type Props = {
  initialSchemaId?: string | undefined;
  main: Wallet | null;
  profit: Wallet | null;
  onWallets: (wallets: Wallet[]) => void;
};

/** What the preview says before it has figures: what is still missing (never "enter an amount" once one is typed). */
function idleText(t: Translate, amountText: string, amountOk: boolean, chosen: boolean): string {
  if (!amountText.trim()) return chosen ? t('invest.idle.enterAmount') : t('invest.idle.chooseAndEnter');
  if (!chosen) return t('invest.idle.choose');
  if (!amountOk) return t('invest.idle.correctAmount');
  return t('invest.idle.waiting');
}

/** Invest Now: choose, preview, confirm (one Idempotency-Key per confirmed action), result. */
export function InvestNow({ initialSchemaId, main, profit, onWallets }: Props) {
  // Paused offline and during maintenance alike (src/lib/maintenance.ts).
  const online = useMoneyOpen();
  const connected = useOnlineStatus();
  const t = useT();
  // Cached per user, as on All Schema: offline, plans seen before show (paused) instead of a network error.
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('invest.error.fetchSchemas'));
  const schemas = useResource(getSchemas, failed, { cacheKey: 'schemas' });
  const [values, setValues] = useState<InvestValues>({
    schemaId: initialSchemaId ?? '',
    amount: '',
    walletType: 'main',
    reinvestProfit: false,
    atMaturity: 'payout',
  });
  const [touched, setTouched] = useState(false);
  const action = useMoneyAction(investNow, t('invest.error.invest'));
  // The "quote" of an investment is its plan, worked out here with the server's own calculator.
  const flow = useMoneyFlow<InvestRequest, DetailRow[], InvestResult>(action, {
    onDone: (result) => onWallets(result.wallets),
  });
  const { step, refusal } = flow;

  if (schemas.error && !schemas.data && !connected)
    return <PausedOffline title={t('invest.investNow')} needs={t('invest.pausedNeeds')} />;
  if (schemas.error && !schemas.data)
    return <LoadError message={schemas.error} onRetry={() => void schemas.reload()} />;
  if (!schemas.data) return <p role="status">{t('invest.loadingSchemas')}</p>;

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
  const payFromName = walletName(t, values.walletType);
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
    schema_id: touched && !schema ? t('invest.required') : server['schema_id'],
    amount: touched && !amount.ok ? amount.message : (problem?.field ?? server['amount']),
    wallet_type: server['wallet_type'],
    reinvest_profit: server['reinvest_profit'],
    at_maturity: server['at_maturity'],
  };
  const walletOptions = (['main', 'profit'] as const).map((type) => {
    const w = wallets[type];
    const name = walletName(t, type);
    return { value: type, label: w ? `${name} (${formatMoney(w.balance, w.currency)})` : name };
  });

  function onReview() {
    setTouched(true);
    if (!schema || amountCents === null || !amount.ok || problem) return;
    const paying = wallets[values.walletType];
    const rows = [
      ...paymentRows({
        from: walletName(t, values.walletType),
        youPay: centsToNumber(amountCents),
        theyGet: { label: t('invest.investedIn', { name: schema.name }), amount: centsToNumber(amountCents) },
        fee: 0,
        balance: paying?.balance ?? null,
        currency: paying?.currency ?? 'USD',
      }),
      ...previewRows(t, schema, amountCents, new Date(), choices),
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
        title={t('invest.made')}
        message={t('invest.done.message')}
        rows={[
          { label: t('invest.schema'), value: inv.schemaName },
          { label: t('invest.amount'), value: money(inv.amount), strong: true },
          { label: t('invest.profitPerPeriod'), value: money(inv.profitPerPeriod) },
          { label: t('invest.nextProfit'), value: inv.nextProfitAt ? formatDateTime(inv.nextProfitAt) : '—' },
        ]}
      >
        <SecondaryButton
          onClick={() => {
            flow.startOver();
            setValues({ ...values, amount: '' });
            setTouched(false);
          }}
        >
          {t('invest.again')}
        </SecondaryButton>
        <TextLink standalone to="/user/schema-logs">
          {t('invest.viewLogs')}
        </TextLink>
      </ResultPanel>
    );
  } else if (step.name === 'confirm') {
    body = (
      <ConfirmPanel
        title={t('invest.confirmTitle')}
        rows={step.quote}
        confirmLabel={t('invest.confirm')}
        pendingLabel={t('invest.investing')}
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
          schema && amountCents !== null && !problem ? previewRows(t, schema, amountCents, new Date(), choices) : null
        }
        idleText={idleText(t, values.amount, amount.ok && !problem, Boolean(schema))}
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
      <StaleNotice state={schemas} />
      {body}
    </div>
  );
}
