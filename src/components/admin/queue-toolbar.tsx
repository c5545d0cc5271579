import type { QueueSort } from '../../contract/admin-bulk.ts';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { StatusFilter } from './status-filter.tsx';
import type { StatusFilterValue } from './status-filters.ts';
import { useT } from '../../lib/i18n/use-t.ts';

const SORTS = [
  { value: 'newest', label: 'admin.queue.sort.newest' },
  { value: 'oldest', label: 'admin.queue.sort.oldest' },
  { value: 'amount-desc', label: 'admin.queue.sort.largest' },
  { value: 'amount-asc', label: 'admin.queue.sort.smallest' },
] as const;

const isSort = (v: string): v is QueueSort => SORTS.some((s) => s.value === v);

type Props = {
  filter: StatusFilterValue;
  onFilter: (value: StatusFilterValue) => void;
  query: string;
  onQuery: (value: string) => void;
  sort: QueueSort;
  onSort: (value: QueueSort) => void;
  noun: string;
};

/** Status, search and sort above a review queue; fields wrap onto new lines instead of overlapping. */
export function QueueToolbar({ filter, onFilter, query, onQuery, sort, onSort, noun }: Props) {
  const t = useT();
  const find =
    noun === 'deposit'
      ? t('admin.queue.findDeposits')
      : noun === 'withdrawal'
        ? t('admin.queue.findWithdrawals')
        : `Find ${noun}s`;
  return (
    <div
      role="search"
      aria-label={find}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-end gap-3"
    >
      <StatusFilter value={filter} onChange={onFilter} noun={noun} />
      <TextField
        name="q"
        type="search"
        label={t('admin.queue.search')}
        placeholder={t('admin.queue.searchPlaceholder')}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <SelectField
        label={t('admin.queue.sort')}
        value={sort}
        options={SORTS.map((s) => ({ value: s.value, label: t(s.label) }))}
        onChange={(e) => isSort(e.target.value) && onSort(e.target.value)}
      />
    </div>
  );
}
