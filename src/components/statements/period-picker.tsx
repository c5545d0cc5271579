import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { periodProblem, type StatementPeriod } from './statement-period.ts';

const WALLETS = [
  { value: 'main', label: 'Main Wallet' },
  { value: 'profit', label: 'Profit Wallet' },
] as const;
const MODES = [
  { value: 'month', label: 'A month' },
  { value: 'range', label: 'Custom range' },
] as const;

type Props = { value: StatementPeriod; onChange: (next: StatementPeriod) => void };

/** Wallet, then a month or a custom range of days; periods are UTC days (said under the fields). */
export function PeriodPicker({ value, onChange }: Props) {
  const problem = periodProblem(value);
  const errorOf = (field: 'month' | 'from' | 'to') => (problem?.field === field ? problem.message : undefined);
  const set = (patch: Partial<StatementPeriod>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="sr-only">Statement period</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Wallet"
          value={value.wallet}
          options={WALLETS}
          onChange={(e) => set({ wallet: e.target.value === 'profit' ? 'profit' : 'main' })}
        />
        <SelectField
          label="Period"
          value={value.mode}
          options={MODES}
          onChange={(e) => set({ mode: e.target.value === 'range' ? 'range' : 'month' })}
        />
      </div>
      {value.mode === 'month' ? (
        <TextField
          name="month"
          label="Month"
          type="month"
          value={value.month}
          error={errorOf('month')}
          onChange={(e) => set({ month: e.target.value })}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="from"
            label="From"
            type="date"
            value={value.from}
            error={errorOf('from')}
            onChange={(e) => set({ from: e.target.value })}
          />
          <TextField
            name="to"
            label="To"
            type="date"
            value={value.to}
            error={errorOf('to')}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      )}
      <p className="text-xs text-fg-muted">
        Days run from midnight to midnight UTC; both days of a range are included.
      </p>
    </fieldset>
  );
}
