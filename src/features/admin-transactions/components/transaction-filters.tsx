import type { FormEvent } from 'react';
import { LEDGER_TYPES } from '../../../contract/transaction-types.ts';
import { TRANSACTION_STATUSES } from '../../../contract/transaction-types.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { readForm } from '../../../lib/form-data.ts';
import type { TransactionFilters } from '../api/get-admin-transactions.ts';
import { TRANSACTION_STATUS_WORDS } from '../../../contract/status-words.ts';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');
const TYPE_OPTIONS = [{ value: '', label: 'All types' }, ...LEDGER_TYPES.map((t) => ({ value: t, label: label(t) }))];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_WORDS[s] })),
];

/** The filter form; Apply puts the values in the URL (the route reads them back). */
export function TransactionFilterForm({
  filters,
  onApply,
}: {
  filters: TransactionFilters;
  onApply: (next: TransactionFilters) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = readForm(event.currentTarget);
    const pick = (k: keyof TransactionFilters) => (v[k]?.trim() ? v[k].trim() : undefined);
    onApply({ type: pick('type'), status: pick('status'), user: pick('user'), from: pick('from'), to: pick('to') });
  };
  // Keyed by the filters, so Back/Forward in the browser refills the form.
  return (
    <form
      key={JSON.stringify(filters)}
      aria-label="Filter transactions"
      onSubmit={submit}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] items-end gap-3"
    >
      <SelectField name="type" label="Type" defaultValue={filters.type ?? ''} options={TYPE_OPTIONS} />
      <SelectField name="status" label="Status" defaultValue={filters.status ?? ''} options={STATUS_OPTIONS} />
      <TextField name="user" label="User" placeholder="E-mail, username or id" defaultValue={filters.user ?? ''} />
      <TextField name="from" label="From" type="date" defaultValue={filters.from ?? ''} />
      <TextField name="to" label="To" type="date" defaultValue={filters.to ?? ''} />
      <button type="submit" className="min-h-11 rounded-md bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800">
        Apply filters
      </button>
    </form>
  );
}
