import { useEffect, useState, type FormEvent } from 'react';
import type { WithdrawalAccount, WithdrawalMethod } from '../../../contract/withdrawals.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { createWithdrawalAccount, type AccountBody } from '../api/create-withdrawal-account.ts';
import { getWithdrawalMethods } from '../api/get-withdrawal-methods.ts';
import { updateWithdrawalAccount } from '../api/update-withdrawal-account.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

type AccountFormProps = {
  onSaved: (account: WithdrawalAccount) => void;
  /** Edit this saved account (its method stays) instead of adding a new one. */
  account?: WithdrawalAccount;
  onCancel?: () => void;
};

/** Add or edit a payout account: the inputs are the chosen method's own field definitions. */
export function AddAccountForm({ onSaved, account, onCancel }: AccountFormProps) {
  const t = useT();
  const [methods, setMethods] = useState<WithdrawalMethod[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [methodId, setMethodId] = useState(account?.methodId ?? '');
  const [name, setName] = useState(account?.name ?? '');
  const [details, setDetails] = useState<Record<string, string>>(account?.details ?? {});
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = (body: AccountBody) =>
    account
      ? updateWithdrawalAccount(account.id, { name: body.name, details: body.details })
      : createWithdrawalAccount(body);
  // Where money may go: the server asks this session to confirm it is the owner first (step-up).
  const stepUp = useStepUp();
  const action = useApiAction(stepUp.guard(save), {
    fallback: WITHDRAW_DEFAULTS.saveAccount,
    successMessage: account ? t('withdraw.account.updated') : t('withdraw.account.added'),
    toastErrors: false,
  });

  async function load() {
    setLoadError(null);
    try {
      const list = await getWithdrawalMethods();
      setMethods(list);
      setMethodId((current) => current || list[0]?.id || '');
    } catch (caught) {
      setLoadError(toApiError(caught, WITHDRAW_DEFAULTS.fetchMethods).message);
    }
  }
  useEffect(() => {
    void load();
  }, []);

  if (loadError) return <LoadError message={loadError} onRetry={() => void load()} />;
  if (!methods) return <p role="status">{t('withdraw.methods.loading')}</p>;
  if (methods.length === 0) return <p>{t('withdraw.methods.none')}</p>;
  const method = methods.find((m) => m.id === methodId) ?? null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!method) return;
    const local: Record<string, string> = {};
    // Whole sentences (a capital first), so the field shows them as they are, in any language.
    if (!name.trim()) local['name'] = t('withdraw.account.required', { field: t('withdraw.account.name') });
    for (const f of method.fields)
      if (f.required && !(details[f.key] ?? '').trim())
        local[`details.${f.key}`] = t('withdraw.account.required', { field: f.label });
    setMissing(local);
    setFormError(null);
    if (Object.keys(local).length) return;
    const only = Object.fromEntries(method.fields.map((f) => [f.key, (details[f.key] ?? '').trim()]));
    const result = await action.run({ method_id: method.id, name: name.trim(), details: only });
    if (result.ok) onSaved(result.data);
    else if (Object.keys(result.error.fieldErrors).length === 0) setFormError(result.error.message);
  }

  const errorOf = (key: string) => missing[key] ?? action.fieldErrors[key];
  return (
    <>
      {stepUp.dialog}
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={account ? t('withdraw.account.editLabel', { name: account.name }) : t('withdraw.account.addLabel')}
        className="flex max-w-md flex-col gap-4"
      >
        <SelectField
          name="method_id"
          disabled={Boolean(account)}
          label={t('withdraw.account.method')}
          options={methods.map((m) => ({ value: m.id, label: `${m.name} (${m.currency})` }))}
          value={methodId}
          onChange={(e) => {
            setMethodId(e.target.value);
            setDetails({});
            setMissing({});
          }}
        />
        {method ? (
          <p className="text-sm text-fg-muted">
            {t('withdraw.account.limits', { min: formatMoney(method.min), max: formatMoney(method.max) })}
            {method.processingTime ? ` · ${method.processingTime}` : ''}
            {account ? `. ${t('withdraw.account.otherMethod')}` : ''}
          </p>
        ) : null}
        <TextField
          name="name"
          label={t('withdraw.account.name')}
          hint={t('withdraw.account.nameHint')}
          required
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errorOf('name')}
        />
        {method?.fields.map((field) => (
          <TextField
            key={`${method.id}-${field.key}`}
            name={field.key}
            label={field.label}
            required={field.required}
            maxLength={200}
            autoComplete="off"
            value={details[field.key] ?? ''}
            onChange={(e) => setDetails((d) => ({ ...d, [field.key]: e.target.value }))}
            error={errorOf(`details.${field.key}`)?.replace(new RegExp(`^${field.label} `), '')}
          />
        ))}
        <FormError message={formError} />
        <SubmitButton pending={action.pending} pendingLabel={t('withdraw.account.saving')}>
          {account ? t('withdraw.account.saveChanges') : t('withdraw.account.save')}
        </SubmitButton>
        {onCancel ? <SecondaryButton onClick={onCancel}>{t('withdraw.account.cancel')}</SecondaryButton> : null}
      </form>
    </>
  );
}
