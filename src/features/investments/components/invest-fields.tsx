import type { FormEvent } from 'react';
import type { InvestmentSchema } from '../../../contract/investments.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ChargePreview } from '../../../components/money/charge-preview.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { amountText } from '../terms-text.ts';

export type InvestValues = { schemaId: string; amount: string; walletType: 'main' | 'profit' };
export type InvestErrors = Partial<Record<'schema_id' | 'amount' | 'wallet_type', string | undefined>>;

type Props = {
  schemas: readonly InvestmentSchema[];
  walletOptions: ReadonlyArray<{ value: 'main' | 'profit'; label: string }>;
  values: InvestValues;
  onChange: (next: InvestValues) => void;
  errors: InvestErrors;
  formError: string | null;
  preview: readonly DetailRow[] | null;
  disabled: boolean;
  onReview: () => void;
};

/** Schema, amount and wallet, with a live preview of what the investment pays and when. */
export function InvestFields({ schemas, walletOptions, values, onChange, errors, formError, preview, disabled, onReview }: Props) {
  const chosen = schemas.find((s) => s.id === values.schemaId);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onReview();
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invest now" className="flex max-w-md flex-col gap-4">
      <SelectField
        label="Schema"
        value={values.schemaId}
        onChange={(e) => onChange({ ...values, schemaId: e.target.value })}
        options={[{ value: '', label: 'Choose a schema' }, ...schemas.map((s) => ({ value: s.id, label: s.name }))]}
        error={errors.schema_id}
      />
      <TextField
        name="amount"
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(e) => onChange({ ...values, amount: e.target.value })}
        hint={chosen ? `Allowed: ${amountText(chosen)}` : undefined}
        error={errors.amount}
      />
      <SelectField
        label="Pay from"
        value={values.walletType}
        onChange={(e) => onChange({ ...values, walletType: e.target.value === 'profit' ? 'profit' : 'main' })}
        options={walletOptions}
        error={errors.wallet_type}
      />
      <ChargePreview rows={preview} loading={false} error={null} idleText="Choose a schema and enter an amount to see what it pays." />
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {formError}
        </p>
      ) : null}
      <SubmitButton pending={false} pendingLabel="Reviewing..." disabled={disabled}>
        Review investment
      </SubmitButton>
    </form>
  );
}
