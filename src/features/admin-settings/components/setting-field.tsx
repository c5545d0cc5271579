import { useId } from 'react';
import { describeFieldError } from '../../../lib/form-data.ts';
import { unitText, type SettingMeta } from '../settings-meta.ts';

type Props = {
  name: string;
  meta: SettingMeta;
  draft: string | boolean;
  error: string | undefined;
  onChange: (next: string | boolean) => void;
};

/** One setting: a switch or a text input, with its unit, help line and error under it. */
export function SettingField({ name, meta, draft, error, onChange }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [meta.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const help = meta.help ? (
    <p id={helpId} className="text-xs text-zinc-600 dark:text-zinc-400">
      {meta.help}
    </p>
  ) : null;
  const problem = error ? (
    <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
      {describeFieldError(meta.label, error)}
    </p>
  ) : null;

  if (meta.unit === 'switch') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-medium">
          <input
            id={id}
            name={name}
            type="checkbox"
            className="size-5"
            checked={draft === true}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.checked)}
          />
          {meta.label}
        </label>
        {help}
        {problem}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {meta.label} <span className="font-normal text-zinc-600 dark:text-zinc-400">({unitText(meta.unit)})</span>
      </label>
      <input
        id={id}
        name={name}
        inputMode={meta.unit === 'percent-list' ? 'text' : 'decimal'}
        autoComplete="off"
        value={String(draft)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-11 rounded-md border border-zinc-400 bg-white px-3 py-2 text-black focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 aria-invalid:border-red-600 dark:border-zinc-600 dark:bg-zinc-900 dark:text-white"
      />
      {help}
      {problem}
    </div>
  );
}
