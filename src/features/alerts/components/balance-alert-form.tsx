import { useState, type FormEvent } from 'react';
import type { Alerts } from '../../../contract/alerts.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkAmountInput } from '../../../lib/amount-input.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { setBalanceAlert } from '../api/set-balance-alert.ts';

/** The Main balance level: set, change or remove. */
export function BalanceAlertForm({ alerts, onSaved }: { alerts: Alerts; onSaved: (a: Alerts) => void }) {
  const [level, setLevel] = useState('');
  const t = useT();
  const save = useApiAction(setBalanceAlert, {
    fallback: t('alerts.error.saveBalance'),
    successMessage: t('alerts.saved'),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkAmountInput(level);
    if (!checked.ok) {
      save.setFieldErrors({ level: checked.message });
      return;
    }
    const result = await save.run(checked.amount);
    if (result.ok) {
      setLevel('');
      onSaved(result.data);
    }
  }

  async function onRemove() {
    const result = await save.run(null);
    if (result.ok) onSaved(result.data);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3"
      aria-label={t('alerts.balance')}
    >
      <p className="text-sm">
        {alerts.balance ? t('alerts.balanceSet', { level: formatMoney(alerts.balance.level) }) : t('alerts.noBalance')}
      </p>
      <TextField
        name="level"
        label={
          alerts.balance ? t('alerts.newLevel', { currency: 'USD' }) : t('alerts.balanceLevel', { currency: 'USD' })
        }
        inputMode="decimal"
        autoComplete="off"
        value={level}
        onChange={(e) => setLevel(e.target.value)}
        error={save.fieldErrors['level']}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.pending} pendingLabel={t('alerts.saving')}>
          {t('alerts.saveLevel')}
        </SubmitButton>
        {alerts.balance ? (
          <SecondaryButton onClick={() => void onRemove()} disabled={save.pending}>
            {t('alerts.removeBalance')}
          </SecondaryButton>
        ) : null}
      </div>
    </form>
  );
}
