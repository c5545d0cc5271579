import { useState, type FormEvent } from 'react';
import type { InvestmentSchema } from '../../../contract/investments.ts';
import { formatMoney } from '../../../contract/cents.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import type { RecurringEvery, RecurringPlan } from '../../../contract/recurring-investments.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkAmountInput } from '../../../lib/amount-input.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { createRecurringPlan } from '../api/create-recurring-plan.ts';

export const EVERY_WORDS = {
  day: 'recurring.every.day',
  week: 'recurring.every.week',
  month: 'recurring.every.month',
} as const satisfies Record<RecurringEvery, MessageId>;
const EVERY = Object.keys(EVERY_WORDS) as RecurringEvery[];

/** New plan: which schema, how much, from which wallet, how often; the first run is now. */
export function RecurringForm({
  schemas,
  onCreated,
}: {
  schemas: InvestmentSchema[];
  onCreated: (plan: RecurringPlan) => void;
}) {
  const [schemaId, setSchemaId] = useState(schemas[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [wallet, setWallet] = useState<'main' | 'profit'>('main');
  const [every, setEvery] = useState<RecurringEvery>('month');
  const t = useT();
  const create = useApiAction(createRecurringPlan, {
    fallback: t('recurring.error.start'),
    successMessage: t('recurring.started'),
  });
  const chosen = schemas.find((s) => s.id === schemaId);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAmountInput(amount);
    if (!checked.ok) {
      create.setFieldErrors({ amount: checked.message });
      return;
    }
    const result = await create.run({ schema_id: schemaId, amount: checked.amount, wallet_type: wallet, every });
    if (result.ok) {
      setAmount('');
      onCreated(result.data);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3"
      aria-label={t('recurring.newPlan')}
    >
      <SelectField
        label={t('recurring.plan')}
        value={schemaId}
        onChange={(e) => setSchemaId(e.target.value)}
        options={schemas.map((s) => ({ value: s.id, label: s.name }))}
        error={create.fieldErrors['schema_id']}
      />
      <TextField
        name="amount"
        label={t('recurring.amountEachTime', { currency: 'USD' })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={
          chosen
            ? chosen.amountType === 'fixed'
              ? t('recurring.exactly', { name: chosen.name, amount: formatMoney(chosen.minAmount) })
              : t('recurring.range', { min: formatMoney(chosen.minAmount), max: formatMoney(chosen.maxAmount) })
            : undefined
        }
        error={create.fieldErrors['amount']}
      />
      <SelectField
        label={t('recurring.from')}
        value={wallet}
        onChange={(e) => setWallet(e.target.value === 'profit' ? 'profit' : 'main')}
        options={[
          { value: 'main', label: t('invest.mainWallet') },
          { value: 'profit', label: t('invest.profitWallet') },
        ]}
        error={create.fieldErrors['wallet_type']}
      />
      <SelectField
        label={t('recurring.howOften')}
        value={every}
        onChange={(e) => setEvery(e.target.value as RecurringEvery)}
        options={EVERY.map((v) => ({ value: v, label: t(EVERY_WORDS[v]) }))}
        error={create.fieldErrors['every']}
      />
      <p className="text-sm text-fg-muted">{t('recurring.formExplain')}</p>
      <SubmitButton pending={create.pending} pendingLabel={t('recurring.starting')}>
        {t('recurring.start')}
      </SubmitButton>
    </form>
  );
}
