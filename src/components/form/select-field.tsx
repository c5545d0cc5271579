import { useId, type SelectHTMLAttributes } from 'react';
import { describeFieldError } from '../../lib/form-data.ts';

/** `disabled`: shown but not choosable (say why near the field). */
type Option = { value: string; label: string; disabled?: boolean };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: readonly Option[];
  error?: string | undefined;
};

/** A labelled select; an error is announced through aria-invalid + aria-describedby. */
export function SelectField({ label, options, error, className, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {select.required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-tap rounded-md border border-line-strong bg-surface px-3 py-2 text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-invalid:border-red-600"
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {describeFieldError(label, error)}
        </p>
      ) : null}
    </div>
  );
}
