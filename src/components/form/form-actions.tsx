import type { ReactNode } from 'react';
import { SecondaryButton } from './secondary-button.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type FormActionsProps = {
  pending: boolean;
  pendingLabel: string;
  submitLabel: ReactNode;
  onCancel: () => void;
  cancelLabel?: string;
  /** E.g. a money action while offline. */
  submitDisabled?: boolean;
  /** Leaving while the request runs would hide its answer. */
  cancelDisabled?: boolean;
  className?: string;
};

/**
 * A form's submit and cancel (or back) pair: stacked on a phone with submit first, side by side
 * from `sm` up with submit on the right, where the eye ends.
 */
export function FormActions({
  pending,
  pendingLabel,
  submitLabel,
  onCancel,
  cancelLabel,
  submitDisabled,
  cancelDisabled,
  className = '',
}: FormActionsProps) {
  const t = useT();
  return (
    <div className={`flex flex-col gap-2 sm:flex-row-reverse ${className}`}>
      <SubmitButton pending={pending} pendingLabel={pendingLabel} disabled={submitDisabled}>
        {submitLabel}
      </SubmitButton>
      <SecondaryButton onClick={onCancel} disabled={cancelDisabled} className="w-full">
        {cancelLabel ?? t('form.cancel')}
      </SecondaryButton>
    </div>
  );
}
