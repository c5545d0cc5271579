import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { DetailList, type DetailRow } from '../money/detail-list.tsx';
import { DANGER_BUTTON_CLASS } from '../form/danger-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export type ConfirmTone = 'approve' | 'danger' | 'primary';

type ConfirmDialogProps = {
  title: string;
  /** What will happen, restated: at least the user and the amount. */
  rows: readonly DetailRow[];
  confirmLabel: string;
  pendingLabel: string;
  tone: ConfirmTone;
  pending: boolean;
  /** The last failure, shown inside the dialog so the admin can retry or cancel. */
  error?: string | null;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Inputs the decision needs (a reason, a payout reference). */
  children?: ReactNode;
};

const TONES: Record<ConfirmTone, string> = {
  approve: 'bg-emerald-700 text-white hover:bg-emerald-800',
  danger: DANGER_BUTTON_CLASS,
  primary: 'bg-primary text-on-primary hover:bg-primary-hover',
};

const button =
  'min-h-tap rounded-control px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The one confirmation every admin money action goes through (approve or reject a deposit, pay or
 * reject a withdrawal, adjust a balance, bulk approve): a modal <dialog> that restates who and how
 * much before anything is sent. The browser's modal dialog traps focus and closes on Escape.
 */
export function ConfirmDialog({
  title,
  rows,
  confirmLabel,
  pendingLabel,
  tone,
  pending,
  error,
  confirmDisabled,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Focus the first field, else Cancel: Enter alone never moves money.
    (dialog.querySelector<HTMLElement>('input, textarea, select') ?? cancelRef.current)?.focus();
    // Back to the button that opened it, when that is still on the page.
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  }

  // Rendered inside a table cell: the cell's nowrap and alignment must not leak in.
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onCancel();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-card text-left font-normal whitespace-normal text-fg shadow-xl backdrop:bg-black/60"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <h2 id={titleId} className="text-heading font-semibold">
          {title}
        </h2>
        <DetailList rows={rows} />
        {children}
        {error ? (
          <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button type="submit" className={`${button} ${TONES[tone]} sm:flex-1`} disabled={pending || confirmDisabled}>
            {pending ? pendingLabel : confirmLabel}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className={`${button} border border-line-strong sm:flex-1`}
            onClick={onCancel}
            disabled={pending}
          >
            {t('admin.confirm.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
