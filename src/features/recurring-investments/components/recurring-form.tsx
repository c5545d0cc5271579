import { useState, type FormEvent } from 'react';
import type { InvestmentSchema } from '../../../contract/investments.ts';
import { formatMoney } from '../../../contract/cents.ts';
import type { RecurringEvery, RecurringPlan } from '../../../contract/recurring-investments.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkAmountInput } from '../../../lib/amount-input.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { createRecurringPlan } from '../api/create-recurring-plan.ts';

export const EVERY_WORDS: Record<RecurringEvery, string> = {
  day: 'Every day',
  week: 'Every week',
  month: 'Every month',
};
const EVERY_OPTIONS = (Object.keys(EVERY_WORDS) as RecurringEvery[]).map((v) => ({ value: v, label: EVERY_WORDS[v] }));
const WALLETS = [
  { value: 'main', label: 'Main Wallet' },
  { value: 'profit', label: 'Profit Wallet' },
];

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
  const create = useApiAction(createRecurringPlan, {
    fallback: 'Failed to start the recurring plan',
    successMessage: 'Recurring plan started.',
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
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" aria-label="New recurring plan">
      <SelectField
        label="Plan"
        value={schemaId}
        onChange={(e) => setSchemaId(e.target.value)}
        options={schemas.map((s) => ({ value: s.id, label: s.name }))}
        error={create.fieldErrors['schema_id']}
      />
      <TextField
        name="amount"
        label="Amount each time (USD)"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={
          chosen
            ? chosen.amountType === 'fixed'
              ? `${chosen.name} takes exactly ${formatMoney(chosen.minAmount)}`
              : `${formatMoney(chosen.minAmount)} to ${formatMoney(chosen.maxAmount)}`
            : undefined
        }
        error={create.fieldErrors['amount']}
      />
      <SelectField
        label="From"
        value={wallet}
        onChange={(e) => setWallet(e.target.value === 'profit' ? 'profit' : 'main')}
        options={WALLETS}
        error={create.fieldErrors['wallet_type']}
      />
      <SelectField
        label="How often"
        value={every}
        onChange={(e) => setEvery(e.target.value as RecurringEvery)}
        options={EVERY_OPTIONS}
        error={create.fieldErrors['every']}
      />
      <p className="text-sm text-fg-muted">
        The first run is now. A run that cannot invest (balance too low, plan closed) is skipped and you are told; after
        three skipped runs in a row the plan pauses itself.
      </p>
      <SubmitButton pending={create.pending} pendingLabel="Starting...">
        Start recurring plan
      </SubmitButton>
    </form>
  );
}
