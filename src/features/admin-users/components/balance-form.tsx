import { useState, type FormEvent } from 'react';
import { adminBalanceRequestSchema } from '../../../contract/transfers.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { ADJUST_BALANCE_FAILED, adjustUserBalance, type BalanceRequest } from '../api/adjust-user-balance.ts';
import { notify } from '../../../lib/toast.tsx';

/** Add to or subtract from one of the user's wallets; the reason is required and goes to the audit log. */
export function BalanceForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const online = useOnlineStatus();
  const action = useMoneyAction((body: BalanceRequest, key: string) => adjustUserBalance(userId, body, key), ADJUST_BALANCE_FAILED);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...action.fieldErrors, ...localErrors };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    const checked = checkForm(adminBalanceRequestSchema, values);
    if (!checked.ok) {
      setLocalErrors({ ...checked.fieldErrors, ...(values.reason?.trim() ? {} : { reason: 'is required' }) });
      return;
    }
    setLocalErrors({});
    const result = await action.submit({ wallet_type: checked.data.wallet_type, type: checked.data.type, amount: values.amount ?? '', reason: checked.data.reason });
    if (result.ok) {
      notify.success(result.data.message);
      form.reset();
      onDone();
    }
  };

  return (
    <form aria-label="Change balance" onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <SelectField name="wallet_type" label="Wallet" options={[{ value: 'main', label: 'Main Wallet' }, { value: 'profit', label: 'Profit Wallet' }]} />
      <SelectField name="type" label="Action" options={[{ value: 'add', label: 'Add' }, { value: 'subtract', label: 'Subtract' }]} />
      <TextField name="amount" label="Amount" inputMode="decimal" autoComplete="off" required error={errors.amount?.replace(/^Amount /, '')} />
      <TextField name="reason" label="Reason" required maxLength={255} error={errors.reason} hint="Recorded in the audit log and shown to the user" />
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <div className="sm:w-56">
          <SubmitButton pending={action.pending} pendingLabel="Applying..." disabled={!online}>
            Apply change
          </SubmitButton>
        </div>
        {action.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {action.error.message}
          </p>
        ) : null}
        {action.canRetry ? <SecondaryButton onClick={() => void action.retry().then((r) => r.ok && onDone())}>Retry</SecondaryButton> : null}
      </div>
      <OfflineNotice className="sm:col-span-2" />
    </form>
  );
}
