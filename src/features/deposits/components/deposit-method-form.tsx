import { useId, useState, type FormEvent } from 'react';
import type { DepositMethod } from '../../../contract/deposits.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { saveDepositMethod, type DepositMethodBody } from '../api/save-deposit-method.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

type Values = Record<'name' | 'kind' | 'currency' | 'network' | 'address' | 'instructions' | 'min' | 'max' | 'chargeFixed' | 'chargePercent' | 'rate' | 'decimals', string> & { active: boolean };

const EMPTY: Values = { name: '', kind: 'crypto', currency: '', network: '', address: '', instructions: '', min: '10', max: '10000', chargeFixed: '0', chargePercent: '0', rate: '1', decimals: '2', active: true };

const fromMethod = (m: DepositMethod): Values => ({
  name: m.name,
  kind: m.kind,
  currency: m.currency,
  network: m.network,
  address: m.address,
  instructions: m.instructions,
  min: String(m.min),
  max: String(m.max),
  chargeFixed: String(m.chargeFixed),
  chargePercent: String(m.chargePercent),
  rate: m.rate,
  decimals: String(m.decimals),
  active: m.active,
});

// Numbers go to the server as typed; its schema names any bad field.
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Create or edit a deposit method; the server validates and names bad fields. */
export function DepositMethodForm({ method, onSaved, onCancel }: { method: DepositMethod | null; onSaved: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<Values>(method ? fromMethod(method) : EMPTY);
  const action = useApiAction((body: DepositMethodBody) => saveDepositMethod(body, method?.id), { fallback: DEPOSIT_DEFAULTS.saveMethod, successMessage: 'Deposit method saved', toastErrors: false });
  const [error, setError] = useState<string | null>(null);
  const instructionsId = useId();
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const fe = action.fieldErrors;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await action.run({
      name: values.name,
      kind: values.kind === 'manual' ? 'manual' : 'crypto',
      currency: values.currency,
      network: values.network,
      address: values.address,
      instructions: values.instructions,
      min_amount: num(values.min),
      max_amount: num(values.max),
      charge_fixed: num(values.chargeFixed),
      charge_percent: num(values.chargePercent),
      rate: values.rate,
      decimals: num(values.decimals),
      active: values.active,
    });
    if (result.ok) onSaved();
    else setError(result.error.message);
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={method ? `Edit ${method.name}` : 'New deposit method'} className="grid gap-3 rounded-lg border border-zinc-200 p-4 md:grid-cols-2 dark:border-zinc-800">
      <TextField name="name" label="Name" required value={values.name} onChange={set('name')} error={fe['name']} />
      <SelectField name="kind" label="Kind" options={[{ value: 'crypto', label: 'Crypto' }, { value: 'manual', label: 'Manual (bank transfer, ...)' }]} value={values.kind} onChange={set('kind')} />
      <TextField name="currency" label="Currency" required value={values.currency} onChange={set('currency')} error={fe['currency']} />
      <TextField name="network" label="Network" value={values.network} onChange={set('network')} error={fe['network']} />
      <TextField name="address" label="Receiving address" className="flex flex-col gap-1 md:col-span-2" value={values.address} onChange={set('address')} error={fe['address']} />
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor={instructionsId} className="text-sm font-medium">
          Payment instructions
        </label>
        <textarea id={instructionsId} name="instructions" rows={3} value={values.instructions} onChange={set('instructions')} className="rounded-md border border-zinc-400 bg-white px-3 py-2 text-black dark:border-zinc-600 dark:bg-zinc-900 dark:text-white" />
        {fe['instructions'] ? <p className="text-sm text-red-700 dark:text-red-400">Payment instructions {fe['instructions']}</p> : null}
      </div>
      <TextField name="min_amount" label="Minimum (USD)" inputMode="decimal" value={values.min} onChange={set('min')} error={fe['min_amount']} />
      <TextField name="max_amount" label="Maximum (USD)" inputMode="decimal" value={values.max} onChange={set('max')} error={fe['max_amount']} />
      <TextField name="charge_fixed" label="Fixed charge (USD)" inputMode="decimal" value={values.chargeFixed} onChange={set('chargeFixed')} error={fe['charge_fixed']} />
      <TextField name="charge_percent" label="Percent charge" inputMode="decimal" value={values.chargePercent} onChange={set('chargePercent')} error={fe['charge_percent']} />
      <TextField name="rate" label="Rate (USD per unit)" inputMode="decimal" value={values.rate} onChange={set('rate')} error={fe['rate']} />
      <TextField name="decimals" label="Decimals shown" inputMode="numeric" value={values.decimals} onChange={set('decimals')} error={fe['decimals']} />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={values.active} onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))} className="size-5" />
        Active
      </label>
      <div className="md:col-span-2">
        <FormError message={error} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row md:col-span-2">
        <SubmitButton pending={action.pending} pendingLabel="Saving...">
          Save method
        </SubmitButton>
        <SecondaryButton onClick={onCancel} className="w-full">
          Cancel
        </SecondaryButton>
      </div>
    </form>
  );
}
