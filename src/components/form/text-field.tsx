import { useId, type InputHTMLAttributes } from 'react';
import { describeFieldError } from '../../lib/form-data.ts';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input; an error is announced through aria-invalid + aria-describedby. */
export function TextField({ name, label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'flex flex-col gap-1'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {input.required ? (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="min-h-tap rounded-md border border-line-strong bg-surface px-3 py-2 text-fg placeholder:text-zinc-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent aria-invalid:border-red-600"
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {describeFieldError(label, error)}
        </p>
      ) : null}
    </div>
  );
}
