import type { ChangeEvent } from 'react';
import { FormActions } from '../form/form-actions.tsx';
import { FormError } from '../form/form-error.tsx';
import { TextField } from '../form/text-field.tsx';
import type { MessageId } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** The limits and charges every deposit and withdrawal method has, as the form holds them (text). */
export type LimitValues = { min: string; max: string; chargeFixed: string; chargePercent: string };
type LimitKey = keyof LimitValues;

export const limitValuesOf = (m: {
  min: number;
  max: number;
  chargeFixed: number;
  chargePercent: number;
}): LimitValues => ({
  min: String(m.min),
  max: String(m.max),
  chargeFixed: String(m.chargeFixed),
  chargePercent: String(m.chargePercent),
});

// Numbers go to the server as typed; its schema names any bad field.
export const numberOrNaN = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The API's names for the limits (both method endpoints take the same four). */
export const limitBody = (v: LimitValues) => ({
  min_amount: numberOrNaN(v.min),
  max_amount: numberOrNaN(v.max),
  charge_fixed: numberOrNaN(v.chargeFixed),
  charge_percent: numberOrNaN(v.chargePercent),
});

const LIMIT_FIELDS: ReadonlyArray<{ key: LimitKey; name: string; label: MessageId }> = [
  { key: 'min', name: 'min_amount', label: 'admin.methods.field.min' },
  { key: 'max', name: 'max_amount', label: 'admin.methods.field.max' },
  { key: 'chargeFixed', name: 'charge_fixed', label: 'admin.methods.field.chargeFixed' },
  { key: 'chargePercent', name: 'charge_percent', label: 'admin.methods.field.chargePercent' },
];

// Limits and fixed charges are kept in the site currency.
const SITE_CURRENCY = 'USD';

type Change = (key: LimitKey) => (event: ChangeEvent<HTMLInputElement>) => void;

/** Minimum, maximum and the two charges, each showing the server's error for its API field. */
export function MethodLimitFields({
  values,
  onChange,
  errors,
}: {
  values: LimitValues;
  onChange: Change;
  errors: Record<string, string>;
}) {
  const t = useT();
  return LIMIT_FIELDS.map(({ key, name, label }) => (
    <TextField
      key={key}
      name={name}
      label={t(label, { currency: SITE_CURRENCY })}
      inputMode="decimal"
      value={values[key]}
      onChange={onChange(key)}
      error={errors[name]}
    />
  ));
}

type MethodFormEndProps = {
  active: boolean;
  onActive: (active: boolean) => void;
  error: string | null;
  pending: boolean;
  onCancel: () => void;
};

/** Active switch, the form's error and Save / Cancel: the end of both method forms. */
export function MethodFormEnd({ active, onActive, error, pending, onCancel }: MethodFormEndProps) {
  const t = useT();
  return (
    <>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={active} onChange={(e) => onActive(e.target.checked)} className="size-5" />
        {t('admin.methods.active')}
      </label>
      <div className="md:col-span-2">
        <FormError message={error} />
      </div>
      <FormActions
        pending={pending}
        pendingLabel={t('admin.methods.saving')}
        submitLabel={t('admin.methods.save')}
        onCancel={onCancel}
        className="md:col-span-2"
      />
    </>
  );
}
