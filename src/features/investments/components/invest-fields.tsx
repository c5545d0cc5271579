import { useId, type FormEvent } from 'react';
import type { AtMaturity, InvestmentSchema } from '../../../contract/investments.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ChargePreview } from '../../../components/money/charge-preview.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { amountText } from '../terms-text.ts';

export type InvestValues = {
  schemaId: string;
  amount: string;
  walletType: 'main' | 'profit';
  reinvestProfit: boolean;
  atMaturity: AtMaturity;
};
export type InvestErrors = Partial<
  Record<'schema_id' | 'amount' | 'wallet_type' | 'reinvest_profit' | 'at_maturity', string | undefined>
>;

type Props = {
  schemas: readonly InvestmentSchema[];
  walletOptions: ReadonlyArray<{ value: 'main' | 'profit'; label: string }>;
  values: InvestValues;
  onChange: (next: InvestValues) => void;
  errors: InvestErrors;
  formError: string | null;
  preview: readonly DetailRow[] | null;
  /** What the preview says before it has figures (src/lib/charge-idle-text.ts). */
  idleText: string;
  disabled: boolean;
  /** Why Review is disabled (under the plan's minimum, over the balance...), tied to the button. */
  blockedReason: string | null;
  /** Fills the most the plan and the wallet allow; null when nothing fits. */
  onMax: (() => void) | null;
  onReview: () => void;
};

/** Schema, amount and wallet, with a live preview of what the investment pays and when. */
export function InvestFields({
  schemas,
  walletOptions,
  values,
  onChange,
  errors,
  formError,
  preview,
  idleText,
  disabled,
  blockedReason,
  onMax,
  onReview,
}: Props) {
  const t = useT();
  const reasonId = useId();
  const chosen = schemas.find((s) => s.id === values.schemaId);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onReview();
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('invest.formLabel')} className="flex max-w-md flex-col gap-4">
      <SelectField
        label={t('invest.schema')}
        value={values.schemaId}
        onChange={(e) => onChange({ ...values, schemaId: e.target.value })}
        options={[
          { value: '', label: t('invest.chooseSchema') },
          ...schemas.map((s) => ({ value: s.id, label: s.name })),
        ]}
        error={errors.schema_id}
      />
      <TextField
        name="amount"
        label={t('invest.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={values.amount}
        onChange={(e) => onChange({ ...values, amount: e.target.value })}
        hint={chosen ? t('invest.allowed', { range: amountText(chosen) }) : undefined}
        error={errors.amount}
      />
      {onMax ? (
        <button
          type="button"
          onClick={onMax}
          className="-mt-2 min-h-tap min-w-tap self-end rounded-control px-2 text-label font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('invest.max')}
        </button>
      ) : null}
      <SelectField
        label={t('invest.payFrom')}
        value={values.walletType}
        onChange={(e) => onChange({ ...values, walletType: e.target.value === 'profit' ? 'profit' : 'main' })}
        options={walletOptions}
        error={errors.wallet_type}
      />
      {chosen?.compounding ? (
        <label className="flex min-h-tap items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={values.reinvestProfit}
            onChange={(e) => onChange({ ...values, reinvestProfit: e.target.checked })}
            aria-describedby={errors.reinvest_profit ? `${reasonId}-reinvest` : undefined}
          />
          {t('invest.reinvestCompounding')}
        </label>
      ) : null}
      {errors.reinvest_profit ? (
        <p id={`${reasonId}-reinvest`} className="text-label text-danger">
          {t('invest.reinvestError', { error: errors.reinvest_profit })}
        </p>
      ) : null}
      {chosen && chosen.periods !== null && chosen.capitalBack ? (
        <SelectField
          label={t('invest.atMaturity')}
          value={values.atMaturity}
          onChange={(e) => onChange({ ...values, atMaturity: e.target.value === 'reinvest' ? 'reinvest' : 'payout' })}
          options={[
            { value: 'payout', label: t('invest.maturity.payout') },
            { value: 'reinvest', label: t('invest.maturity.reinvest') },
          ]}
          error={errors.at_maturity}
        />
      ) : null}
      <ChargePreview rows={preview} loading={false} error={null} idleText={idleText} />
      {formError ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          {formError}
        </p>
      ) : null}
      <SubmitButton
        pending={false}
        pendingLabel={t('invest.reviewing')}
        disabled={disabled}
        describedBy={blockedReason ? reasonId : undefined}
      >
        {t('invest.review')}
      </SubmitButton>
      {blockedReason ? (
        <p id={reasonId} className="text-label text-fg-muted">
          {t('invest.reviewDisabled', { reason: blockedReason })}
        </p>
      ) : null}
    </form>
  );
}
