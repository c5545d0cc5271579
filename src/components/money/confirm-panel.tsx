import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../form/form-actions.tsx';
import { DetailList, type DetailRow } from './detail-list.tsx';

type ConfirmPanelProps = {
  title: string;
  rows: readonly DetailRow[];
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Offline: nothing can be sent, so the buttons wait. */
  paused: boolean;
  error: string | null;
  /** The last attempt may not have reached the server: offer Retry (same action, same key). */
  canRetry: boolean;
  onConfirm: () => void;
  onRetry: () => void;
  onBack: () => void;
  /** Extra inputs the action needs at confirm time (e.g. a two-factor code). */
  children?: ReactNode;
};

/** The confirm step of a money action: what will happen, then Confirm (or Retry after a failure) and Back. */
export function ConfirmPanel(props: ConfirmPanelProps) {
  const { title, rows, confirmLabel, pendingLabel, pending, paused, error, canRetry, onConfirm, onRetry, onBack, children } = props;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || paused) return;
    if (canRetry) onRetry();
    else onConfirm();
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="confirm-title" className="flex max-w-md flex-col gap-4">
      <h2 id="confirm-title" className="text-lg font-semibold">
        {title}
      </h2>
      <DetailList rows={rows} />
      {children}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {error}
        </p>
      ) : null}
      <FormActions
        pending={pending}
        pendingLabel={pendingLabel}
        submitLabel={canRetry ? 'Retry' : confirmLabel}
        submitDisabled={paused}
        onCancel={onBack}
        cancelLabel="Back"
        cancelDisabled={pending}
      />
    </form>
  );
}
