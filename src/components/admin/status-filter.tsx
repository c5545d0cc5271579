import { SelectField } from '../form/select-field.tsx';

export const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type StatusFilterValue = (typeof STATUS_FILTERS)[number];

const OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
] as const;

/** The status filter above an admin review list. */
export function StatusFilter({ value, onChange }: { value: StatusFilterValue; onChange: (value: StatusFilterValue) => void }) {
  return (
    <SelectField
      label="Status"
      className="flex flex-col gap-1"
      options={OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilterValue)}
    />
  );
}
