import type { ReactNode } from 'react';

type SubmitButtonProps = { pending: boolean; pendingLabel: string; children: ReactNode; disabled?: boolean; /** Id of the text saying why it is disabled. */ describedBy?: string | undefined };

/** Primary submit button: disabled with a "...ing" label while the request is in flight. */
export function SubmitButton({ pending, pendingLabel, children, disabled = false, describedBy }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      className="min-h-tap w-full rounded-control bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
