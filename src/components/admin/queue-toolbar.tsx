import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { StatusFilter, type StatusFilterValue } from './status-filter.tsx';

export type QueueSort = 'newest' | 'oldest' | 'amount-desc' | 'amount-asc';

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'amount-desc', label: 'Largest amount' },
  { value: 'amount-asc', label: 'Smallest amount' },
] as const;

const isSort = (v: string): v is QueueSort => SORTS.some((s) => s.value === v);

/** The loaded requests in the chosen order (ISO dates compare as text). */
export function sortItems<T extends { amount: number; createdAt: string }>(items: readonly T[], sort: QueueSort): T[] {
  const copy = [...items];
  if (sort === 'newest') return copy.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (sort === 'oldest') return copy.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return copy.sort((a, b) => (sort === 'amount-desc' ? b.amount - a.amount : a.amount - b.amount));
}

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
  return (
    <div role="search" aria-label={`Find ${noun}s`} className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-end gap-3">
      <StatusFilter value={filter} onChange={onFilter} />
      <TextField
        name="q"
        type="search"
        label="Search"
        placeholder="Reference, e-mail, method"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <SelectField label="Sort" value={sort} options={SORTS} onChange={(e) => isSort(e.target.value) && onSort(e.target.value)} />
    </div>
  );
}
