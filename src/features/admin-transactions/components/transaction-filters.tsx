import type { FormEvent } from 'react';
import { LEDGER_TYPES } from '../../../contract/transaction-types.ts';
import { TRANSACTION_STATUSES } from '../../../contract/transaction-types.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { readForm } from '../../../lib/form-data.ts';
import type { TransactionFilters } from '../api/get-admin-transactions.ts';
import { transactionTypeWord } from '../../../components/admin/transaction-type-word.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const STATUS_WORDS: Record<(typeof TRANSACTION_STATUSES)[number], MessageId> = {
  completed: 'admin.status.completed',
  pending: 'admin.status.pending',
  failed: 'admin.status.failed',
  reversed: 'admin.status.reversed',
};
const typeOptions = (t: Translate) => [
  { value: '', label: t('admin.transactions.allTypes') },
  ...LEDGER_TYPES.map((type) => ({ value: type, label: capital(transactionTypeWord(t, type)) })),
];
const statusOptions = (t: Translate) => [
  { value: '', label: t('admin.transactions.allStatuses') },
  ...TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(STATUS_WORDS[s]) })),
];

/** The filter form; Apply puts the values in the URL (the route reads them back). */
export function TransactionFilterForm({
  filters,
  onApply,
}: {
  filters: TransactionFilters;
  onApply: (next: TransactionFilters) => void;
}) {
  const t = useT();
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
      aria-label={t('admin.transactions.filter')}
      onSubmit={submit}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] items-end gap-3"
    >
      <SelectField
        name="type"
        label={t('admin.transactions.type')}
        defaultValue={filters.type ?? ''}
        options={typeOptions(t)}
      />
      <SelectField
        name="status"
        label={t('admin.transactions.status')}
        defaultValue={filters.status ?? ''}
        options={statusOptions(t)}
      />
      <TextField
        name="user"
        label={t('admin.transactions.user')}
        placeholder={t('admin.transactions.userPlaceholder')}
        defaultValue={filters.user ?? ''}
      />
      <TextField name="from" label={t('admin.transactions.from')} type="date" defaultValue={filters.from ?? ''} />
      <TextField name="to" label={t('admin.transactions.to')} type="date" defaultValue={filters.to ?? ''} />
      <button type="submit" className="min-h-11 rounded-md bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800">
        {t('admin.transactions.apply')}
      </button>
    </form>
  );
}
