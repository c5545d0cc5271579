import type { ReactNode } from 'react';

type SubmitButtonProps = { pending: boolean; pendingLabel: string; children: ReactNode; disabled?: boolean };

/** Primary submit button: disabled with a "...ing" label while the request is in flight. */
export function SubmitButton({ pending, pendingLabel, children, disabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className="min-h-11 w-full rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
