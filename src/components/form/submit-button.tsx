import type { ReactNode } from 'react';
import { DANGER_BUTTON_CLASS } from './danger-button.tsx';

type SubmitButtonProps = {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  /** Id of the text saying why it is disabled. */
  describedBy?: string | undefined;
  /** `danger`: the action removes a protection or something the user keeps (the admin confirm dialog's red). */
  tone?: 'primary' | 'danger';
};

const TONES = {
  primary: 'bg-primary text-on-primary hover:bg-primary-hover',
  danger: DANGER_BUTTON_CLASS,
} as const;

/** Primary submit button: disabled with a "...ing" label while the request is in flight. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled = false,
  describedBy,
  tone = 'primary',
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      className={`min-h-tap w-full rounded-control px-4 py-2 font-semibold ${TONES[tone]} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
