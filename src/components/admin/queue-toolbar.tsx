import type { QueueSort } from '../../contract/admin-bulk.ts';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { StatusFilter } from './status-filter.tsx';
import type { StatusFilterValue } from './status-filters.ts';

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'amount-desc', label: 'Largest amount' },
  { value: 'amount-asc', label: 'Smallest amount' },
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
  return (
    <div
      role="search"
      aria-label={`Find ${noun}s`}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-end gap-3"
    >
      <StatusFilter value={filter} onChange={onFilter} noun={noun} />
      <TextField
        name="q"
        type="search"
        label="Search"
        placeholder="Reference, e-mail, method"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
      />
      <SelectField
        label="Sort"
        value={sort}
        options={SORTS}
        onChange={(e) => isSort(e.target.value) && onSort(e.target.value)}
      />
    </div>
  );
}
