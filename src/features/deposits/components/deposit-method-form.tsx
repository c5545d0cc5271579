import { useId, useState, type FormEvent } from 'react';
import type { DepositMethod } from '../../../contract/deposits.ts';
import {
  limitBody,
  limitValuesOf,
  MethodFormEnd,
  MethodLimitFields,
  numberOrNaN,
  type LimitValues,
} from '../../../components/admin/method-form-parts.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { getDepositMethodKinds } from '../api/get-deposit-method-kinds.ts';
import { saveDepositMethod, type DepositMethodBody } from '../api/save-deposit-method.ts';
import { evmBody, EvmMethodFields, evmValuesOf, type EvmValues } from './evm-method-fields.tsx';

type Values = Record<
  'name' | 'kind' | 'currency' | 'network' | 'address' | 'instructions' | 'rate' | 'decimals',
  string
> &
  LimitValues & { active: boolean };

const EMPTY: Values = {
  name: '',
  kind: 'crypto',
  currency: '',
  network: '',
  address: '',
  instructions: '',
  min: '10',
  max: '10000',
  chargeFixed: '0',
  chargePercent: '0',
  rate: '1',
  decimals: '2',
  active: true,
};

const fromMethod = (m: DepositMethod): Values => ({
  name: m.name,
  kind: m.kind,
  currency: m.currency,
  network: m.network,
  address: m.address,
  instructions: m.instructions,
  ...limitValuesOf(m),
  rate: m.rate,
  decimals: String(m.decimals),
  active: m.active,
});

/** Create or edit a deposit method; the server validates and names bad fields. */
export function DepositMethodForm({
  method,
  onSaved,
  onCancel,
}: {
  method: DepositMethod | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>(method ? fromMethod(method) : EMPTY);
  const [evm, setEvm] = useState<EvmValues>(evmValuesOf(method));
  const setEvmField = (key: keyof EvmValues) => (e: { target: { value: string } }) =>
    setEvm((v) => ({ ...v, [key]: e.target.value }));
  const isEvm = values.kind === 'evm';
  const action = useApiAction((body: DepositMethodBody) => saveDepositMethod(body, method?.id), {
    fallback: t('adminMoney.error.saveDepositMethod'),
    toastErrors: false,
  });
  const [error, setError] = useState<string | null>(null);
  const instructionsId = useId();
  const kindHintId = useId();
  // Read once: a new fallback text would make the resource load again.
  const [kindsFallback] = useState(() => t('adminMoney.error.fetchKinds'));
  const kinds = useResource(getDepositMethodKinds, kindsFallback);
  const card = kinds.data?.find((k) => k.kind === 'card');
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const fe = action.fieldErrors;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const common = {
      name: values.name,
      currency: values.currency,
      instructions: values.instructions,
      ...limitBody(values),
      rate: values.rate,
      active: values.active,
    };
    const result = await action.run(
      isEvm
        ? { ...common, kind: 'evm', ...evmBody(evm) }
        : values.kind === 'card'
          ? { ...common, kind: 'card' }
          : {
              ...common,
              kind: values.kind === 'manual' ? 'manual' : 'crypto',
              network: values.network,
              address: values.address,
              decimals: numberOrNaN(values.decimals),
            },
    );
    if (result.ok) {
      // A loosening sent for a second admin's approval says so, as the settings form does.
      notify.success(result.data.pending ?? t('adminMoney.depositMethod.saved'));
      onSaved();
    } else setError(result.error.message);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={
        method ? t('adminMoney.depositMethod.edit', { name: method.name }) : t('adminMoney.depositMethod.new')
      }
      className="grid gap-3 rounded-lg border border-zinc-200 p-4 md:grid-cols-2 dark:border-zinc-800"
    >
      <TextField
        name="name"
        label={t('adminMoney.depositMethod.name')}
        required
        value={values.name}
        onChange={set('name')}
        error={fe['name']}
      />
      <SelectField
        name="kind"
        label={t('adminMoney.depositMethod.kind')}
        options={[
          { value: 'crypto', label: t('adminMoney.depositMethod.kindCrypto') },
          { value: 'manual', label: t('adminMoney.depositMethod.kindManual') },
          { value: 'evm', label: t('adminMoney.depositMethod.kindEvm') },
          // An existing card method stays selectable, so it can still be edited or switched off.
          {
            value: 'card',
            label:
              card?.available === false
                ? t('adminMoney.depositMethod.kindCardOff')
                : t('adminMoney.depositMethod.kindCard'),
            disabled: card?.available === false && method?.kind !== 'card',
          },
        ]}
        value={values.kind}
        onChange={set('kind')}
        aria-describedby={card?.reason ? kindHintId : undefined}
      />
      {card?.reason ? (
        <p id={kindHintId} className="text-sm text-fg-muted md:col-span-2">
          {card.reason}
        </p>
      ) : null}
      <TextField
        name="currency"
        label={isEvm ? t('adminMoney.depositMethod.assetSymbol') : t('adminMoney.depositMethod.currency')}
        required
        value={values.currency}
        onChange={set('currency')}
        error={fe['currency']}
      />
      {isEvm ? (
        <EvmMethodFields
          values={evm}
          onChange={setEvmField}
          errors={fe}
          warning={
            method?.evm?.scanError
              ? t('adminMoney.depositMethod.watcherFails', { error: method.evm.scanError })
              : method?.evm?.rpcWarning
          }
        />
      ) : values.kind !== 'card' ? (
        <>
          <TextField
            name="network"
            label={t('adminMoney.depositMethod.network')}
            value={values.network}
            onChange={set('network')}
            error={fe['network']}
          />
          <TextField
            name="address"
            label={t('adminMoney.depositMethod.address')}
            className="flex flex-col gap-1 md:col-span-2"
            value={values.address}
            onChange={set('address')}
            error={fe['address']}
          />
        </>
      ) : null}
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor={instructionsId} className="text-sm font-medium">
          {t('adminMoney.depositMethod.instructions')}
        </label>
        <textarea
          id={instructionsId}
          name="instructions"
          rows={3}
          value={values.instructions}
          onChange={set('instructions')}
          className="rounded-md border border-zinc-400 bg-white px-3 py-2 text-black dark:border-zinc-600 dark:bg-zinc-900 dark:text-white"
        />
        {fe['instructions'] ? (
          <p className="text-sm text-red-700 dark:text-red-400">
            {t('adminMoney.depositMethod.instructionsError', { error: fe['instructions'] })}
          </p>
        ) : null}
      </div>
      <MethodLimitFields values={values} onChange={set} errors={fe} />
      <TextField
        name="rate"
        label={t('adminMoney.depositMethod.rate')}
        inputMode="decimal"
        value={values.rate}
        onChange={set('rate')}
        error={fe['rate']}
      />
      {isEvm || values.kind === 'card' ? null : (
        <TextField
          name="decimals"
          label={t('adminMoney.depositMethod.decimals')}
          inputMode="numeric"
          value={values.decimals}
          onChange={set('decimals')}
          error={fe['decimals']}
        />
      )}
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
