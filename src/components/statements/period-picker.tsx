import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { periodProblem, type StatementPeriod } from './statement-period.ts';
import { walletNameId } from '../money/wallet-name.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type Props = { value: StatementPeriod; onChange: (next: StatementPeriod) => void };

/** Wallet, then a month or a custom range of days; periods are UTC days (said under the fields). */
export function PeriodPicker({ value, onChange }: Props) {
  const t = useT();
  const wallets = [
    { value: 'main', label: t(walletNameId('main')) },
    { value: 'profit', label: t(walletNameId('profit')) },
  ];
  const modes = [
    { value: 'month', label: t('statements.period.month') },
    { value: 'range', label: t('statements.period.range') },
  ];
  const problem = periodProblem(value);
  const errorOf = (field: 'month' | 'from' | 'to') => (problem?.field === field ? problem.message : undefined);
  const set = (patch: Partial<StatementPeriod>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">{t('statements.period.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('statements.period.wallet')}
          value={value.wallet}
          options={wallets}
          onChange={(e) => set({ wallet: e.target.value === 'profit' ? 'profit' : 'main' })}
        />
        <SelectField
          label={t('statements.period.period')}
          value={value.mode}
          options={modes}
          onChange={(e) => set({ mode: e.target.value === 'range' ? 'range' : 'month' })}
        />
      </div>
      {value.mode === 'month' ? (
        <TextField
          name="month"
          label={t('statements.period.monthField')}
          type="month"
          value={value.month}
          error={errorOf('month')}
          onChange={(e) => set({ month: e.target.value })}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="from"
            label={t('statements.period.from')}
            type="date"
            value={value.from}
            error={errorOf('from')}
            onChange={(e) => set({ from: e.target.value })}
          />
          <TextField
            name="to"
            label={t('statements.period.to')}
            type="date"
            value={value.to}
            error={errorOf('to')}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      )}
      <p className="text-xs text-fg-muted">{t('statements.period.utcNote')}</p>
    </fieldset>
  );
}
