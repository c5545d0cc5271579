import { useId, useState, type FormEvent } from 'react';
import type { MethodField, WithdrawalMethod } from '../../../contract/withdrawals.ts';
import {
  limitBody,
  limitValuesOf,
  MethodFormEnd,
  MethodLimitFields,
  type LimitValues,
} from '../../../components/admin/method-form-parts.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { saveWithdrawalMethod, type WithdrawalMethodBody } from '../api/save-withdrawal-method.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Values = Record<'name' | 'currency' | 'processingTime' | 'fields', string> & LimitValues & { active: boolean };

/** "key | Label | optional" per line, the way an admin types the fields a user must give. */
export const fieldsToText = (fields: MethodField[]) =>
  fields.map((f) => `${f.key} | ${f.label}${f.required ? '' : ' | optional'}`).join('\n');
export function textToFields(text: string): MethodField[] {
  return text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter((parts) => parts[0])
    .map(([key = '', label = '', flag = '']) => ({
      key,
      label: label || key,
      required: flag.toLowerCase() !== 'optional',
    }));
}

const EMPTY: Values = {
  name: '',
  currency: 'USD',
  min: '10',
  max: '10000',
  chargeFixed: '0',
  chargePercent: '0',
  processingTime: '',
  fields: 'wallet_address | Wallet address',
  active: true,
};
const fromMethod = (m: WithdrawalMethod): Values => ({
  name: m.name,
  currency: m.currency,
  ...limitValuesOf(m),
  processingTime: m.processingTime,
  fields: fieldsToText(m.fields),
  active: m.active,
});

/** Create or edit a withdrawal method; the server validates and names bad fields. */
export function WithdrawalMethodForm({
  method,
  onSaved,
  onCancel,
}: {
  method: WithdrawalMethod | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>(method ? fromMethod(method) : EMPTY);
  const action = useApiAction((body: WithdrawalMethodBody) => saveWithdrawalMethod(body, method?.id), {
    fallback: WITHDRAW_DEFAULTS.saveMethod,
    toastErrors: false,
  });
  const [error, setError] = useState<string | null>(null);
  const fieldsId = useId();
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const fe = action.fieldErrors;
  const fieldsError = Object.entries(fe).find(([k]) => k.startsWith('fields'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await action.run({
      name: values.name,
      currency: values.currency,
      ...limitBody(values),
      processing_time: values.processingTime,
      fields: textToFields(values.fields),
      active: values.active,
    });
    if (result.ok) {
      // A loosening sent for a second admin's approval says so, as the settings form does.
      notify.success(result.data.pending ?? t('adminMoney.withdrawalMethod.saved'));
      onSaved();
    } else setError(result.error.message);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={
        method ? t('adminMoney.withdrawalMethod.edit', { name: method.name }) : t('adminMoney.withdrawalMethod.new')
      }
      className="grid gap-3 rounded-lg border border-zinc-200 p-4 md:grid-cols-2 dark:border-zinc-800"
    >
      <TextField
        name="name"
        label={t('adminMoney.withdrawalMethod.name')}
        required
        value={values.name}
        onChange={set('name')}
        error={fe['name']}
      />
      <TextField
        name="currency"
        label={t('adminMoney.withdrawalMethod.currency')}
        required
        value={values.currency}
        onChange={set('currency')}
        error={fe['currency']}
      />
      <MethodLimitFields values={values} onChange={set} errors={fe} />
      <TextField
        name="processing_time"
        label={t('adminMoney.withdrawalMethod.processingTime')}
        className="flex flex-col gap-1 md:col-span-2"
        placeholder={t('adminMoney.withdrawalMethod.processingPlaceholder')}
        value={values.processingTime}
        onChange={set('processingTime')}
        error={fe['processing_time']}
      />
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor={fieldsId} className="text-sm font-medium">
          {t('adminMoney.withdrawalMethod.fields')}
        </label>
        <textarea
          id={fieldsId}
          aria-describedby={`${fieldsId}-hint`}
          rows={4}
          value={values.fields}
          onChange={set('fields')}
          className="rounded-md border border-zinc-400 bg-white px-3 py-2 font-mono text-sm text-black dark:border-zinc-600 dark:bg-zinc-900 dark:text-white"
        />
        <p id={`${fieldsId}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          {t('adminMoney.withdrawalMethod.fieldsHint')}
        </p>
        {fieldsError ? (
          <p className="text-sm text-red-700 dark:text-red-400">{`${fieldsError[0]} ${fieldsError[1]}`}</p>
        ) : null}
      </div>
      <MethodFormEnd
        active={values.active}
        onActive={(active) => setValues((v) => ({ ...v, active }))}
        error={error}
        pending={action.pending}
        onCancel={onCancel}
      />
    </form>
  );
}
