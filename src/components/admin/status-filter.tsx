import { SelectField } from '../form/select-field.tsx';
import { reviewStatusWord } from '../../contract/status-words.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { statusWord } from './status-word.tsx';

import { STATUS_FILTERS, type StatusFilterValue } from './status-filters.ts';

/** The status filter above an admin review list, in the words of what is reviewed ("Paid" for a withdrawal). */
export function StatusFilter({
  value,
  onChange,
  noun = 'deposit',
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
  noun?: string;
}) {
  const t = useT();
  const options = STATUS_FILTERS.map((s) => ({
    value: s,
    label: s === 'all' ? t('admin.queue.all') : statusWord(t, reviewStatusWord(noun, s)),
  }));
  return (
    <SelectField
      label={t('admin.queue.status')}
      className="flex flex-col gap-1"
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilterValue)}
    />
  );
}
