import { useState, type FormEvent } from 'react';
import type { InvestmentSchema, SchemaInputBody } from '../../../contract/investments.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { saveSchema } from '../api/save-schema.ts';
import { weekdayNames } from '../terms-text.ts';
import { growthBody, growthFromSchema, SchemaGrowthFields, type GrowthForm } from './schema-growth-fields.tsx';

type Form = {
  name: string;
  badgeText: string;
  amountType: 'range' | 'fixed';
  minAmount: string;
  maxAmount: string;
  returnType: 'percent' | 'fixed';
  returnValue: string;
  intervalHours: string;
  periods: string;
  lifetime: boolean;
  capitalBack: boolean;
  offDays: number[];
  featured: boolean;
  active: boolean;
  growth: GrowthForm;
};

const fromSchema = (s: InvestmentSchema | null): Form => ({
  name: s?.name ?? '',
  badgeText: s?.badgeText ?? '',
  amountType: s?.amountType ?? 'range',
  minAmount: s ? String(s.minAmount) : '',
  maxAmount: s ? String(s.maxAmount) : '',
  returnType: s?.returnType ?? 'percent',
  returnValue: s ? String(s.returnValue) : '',
  intervalHours: s ? String(s.intervalHours) : '24',
  periods: s?.periods ? String(s.periods) : '',
  lifetime: s ? s.periods === null : false,
  capitalBack: s?.capitalBack ?? true,
  offDays: s?.offDays ?? [],
  featured: s?.featured ?? false,
  active: s?.active ?? true,
  growth: growthFromSchema(s),
});

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" className="size-5" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** Create or edit a schema; the server validates and names any bad field. */
export function SchemaForm({
  schema,
  onSaved,
  onCancel,
}: {
  schema: InvestmentSchema | null;
  onSaved: (s: InvestmentSchema) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<Form>(() => fromSchema(schema));
  const { run, pending, fieldErrors } = useApiAction(saveSchema, {
    fallback: t('schema.error.save'),
    successMessage: schema ? t('schema.updated') : t('schema.created'),
  });
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: SchemaInputBody = {
      name: form.name,
      badgeText: form.badgeText,
      amountType: form.amountType,
      // Amounts go as JSON numbers (the API refuses strings); what is not a number arrives as null and is named.
      minAmount: num(form.minAmount),
      ...(form.amountType === 'range' ? { maxAmount: num(form.maxAmount) } : {}),
      returnType: form.returnType,
      returnValue: num(form.returnValue),
      intervalHours: num(form.intervalHours),
      periods: form.lifetime ? null : num(form.periods),
      capitalBack: form.capitalBack,
      offDays: form.offDays,
      featured: form.featured,
      active: form.active,
      ...growthBody(form.growth),
    };
    const result = await run(body, schema?.id);
    if (result.ok) onSaved(result.data);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={schema ? t('schema.editLabel', { name: schema.name }) : t('schema.new')}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    >
      <TextField
        name="name"
        label={t('schema.col.name')}
        required
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        error={fieldErrors['name']}
      />
      <TextField
        name="badgeText"
        label={t('schema.form.badge')}
        value={form.badgeText}
        onChange={(e) => set({ badgeText: e.target.value })}
        error={fieldErrors['badgeText']}
      />
      <SelectField
        label={t('schema.form.amountType')}
        value={form.amountType}
        onChange={(e) => set({ amountType: e.target.value === 'fixed' ? 'fixed' : 'range' })}
        options={[
          { value: 'range', label: t('schema.form.range') },
          { value: 'fixed', label: t('schema.form.fixed') },
        ]}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          name="minAmount"
          label={form.amountType === 'fixed' ? t('invest.amount') : t('schema.form.minimum')}
          inputMode="decimal"
          value={form.minAmount}
          onChange={(e) => set({ minAmount: e.target.value })}
          error={fieldErrors['minAmount']}
        />
        {form.amountType === 'range' ? (
          <TextField
            name="maxAmount"
            label={t('schema.form.maximum')}
            inputMode="decimal"
            value={form.maxAmount}
            onChange={(e) => set({ maxAmount: e.target.value })}
            error={fieldErrors['maxAmount']}
          />
        ) : null}
      </div>
      <SelectField
        label={t('schema.form.returnType')}
        value={form.returnType}
        onChange={(e) => set({ returnType: e.target.value === 'fixed' ? 'fixed' : 'percent' })}
        options={[
          { value: 'percent', label: t('schema.form.percentPerPeriod') },
          { value: 'fixed', label: t('schema.form.fixedPerPeriod') },
        ]}
      />
      <TextField
        name="returnValue"
        label={
          form.returnType === 'percent'
            ? t('schema.form.returnPercent')
            : t('schema.form.returnAmount', { currency: 'USD' })
        }
        inputMode="decimal"
        value={form.returnValue}
        onChange={(e) => set({ returnValue: e.target.value })}
        error={fieldErrors['returnValue']}
      />
      <TextField
        name="intervalHours"
        label={t('schema.form.interval')}
        inputMode="numeric"
        value={form.intervalHours}
        onChange={(e) => set({ intervalHours: e.target.value })}
        error={fieldErrors['intervalHours']}
      />
      <div className="flex items-end gap-3">
        <TextField
          name="periods"
          label={t('invest.periodsLabel')}
          inputMode="numeric"
          disabled={form.lifetime}
          value={form.lifetime ? '' : form.periods}
          onChange={(e) => set({ periods: e.target.value })}
          error={fieldErrors['periods']}
          className="flex flex-1 flex-col gap-1"
        />
        <Check label={t('invest.lifetime')} checked={form.lifetime} onChange={(lifetime) => set({ lifetime })} />
      </div>
      <fieldset className="md:col-span-2">
        <legend className="text-sm font-medium">{t('schema.offDays')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {weekdayNames().map(({ day: i, name }) => (
            <Check
              key={i}
              label={name}
              checked={form.offDays.includes(i)}
              onChange={(on) => set({ offDays: on ? [...form.offDays, i] : form.offDays.filter((d) => d !== i) })}
            />
          ))}
        </div>
        {fieldErrors['offDays'] ? (
          <p className="text-sm text-red-700 dark:text-red-400">
            {t('schema.offDaysError', { error: fieldErrors['offDays'] })}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap gap-x-4 md:col-span-2">
        <Check
          label={t('schema.form.capitalBack')}
          checked={form.capitalBack}
          onChange={(capitalBack) => set({ capitalBack })}
        />
        <Check label={t('invest.featured')} checked={form.featured} onChange={(featured) => set({ featured })} />
        <Check label={t('schema.active')} checked={form.active} onChange={(active) => set({ active })} />
      </div>
      <SchemaGrowthFields
        value={form.growth}
        onChange={(patch) => set({ growth: { ...form.growth, ...patch } })}
        errors={fieldErrors}
      />
      <FormActions
        pending={pending}
        pendingLabel={t('schema.form.saving')}
        submitLabel={schema ? t('schema.form.save') : t('schema.form.create')}
        onCancel={onCancel}
        className="md:col-span-2"
      />
    </form>
  );
}
