import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../form/form-actions.tsx';
import { DetailList, type DetailRow } from './detail-list.tsx';

/** What the panel reads of useMoneyAction (src/lib/use-money-action.ts). */
type MoneyActionView = { pending: boolean; error: { message: string } | null; canRetry: boolean; discard: () => void };

type ConfirmPanelProps = {
  title: string;
  rows: readonly DetailRow[];
  confirmLabel: string;
  pendingLabel: string;
  /** The money action: in flight, its last error, and whether Retry (same action, same key) is offered. */
  action: MoneyActionView;
  /** Offline: nothing can be sent, so the buttons wait. */
  paused: boolean;
  /** Confirm starts the action with a new key; Retry repeats the last attempt with its key. */
  run: (kind: 'submit' | 'retry') => Promise<void>;
  /** Back to the form; the action is discarded first, so confirming again is a new action. */
  onBack: () => void;
  /** Extra inputs the action needs at confirm time (e.g. a two-factor code). */
  children?: ReactNode;
};

/** The confirm step of a money action: what will happen, then Confirm (or Retry after a failure) and Back. */
export function ConfirmPanel(props: ConfirmPanelProps) {
  const { title, rows, confirmLabel, pendingLabel, action, paused, run, onBack, children } = props;
  const { pending, canRetry } = action;
  const error = action.error?.message ?? null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || paused) return;
    void run(canRetry ? 'retry' : 'submit');
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="confirm-title" className="flex max-w-md flex-col gap-4">
      <h2 id="confirm-title" className="text-lg font-semibold">
        {title}
      </h2>
      <DetailList rows={rows} />
      {children}
      {error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <FormActions
        pending={pending}
        pendingLabel={pendingLabel}
        submitLabel={canRetry ? 'Retry' : confirmLabel}
        submitDisabled={paused}
        onCancel={() => {
          action.discard();
          onBack();
        }}
        cancelLabel="Back"
        cancelDisabled={pending}
      />
    </form>
  );
}
