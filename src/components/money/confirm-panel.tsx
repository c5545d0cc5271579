import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { ApiError } from '../../lib/api-error.ts';
import { FormActions } from '../form/form-actions.tsx';
import { lockEnd, SecretAttempts, useSecondsLeft } from '../form/secret-attempts.tsx';
import { DetailList, type DetailRow } from './detail-list.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** What the panel reads of useMoneyAction (src/lib/use-money-action.ts). */
type MoneyActionView = { pending: boolean; error: ApiError | null; canRetry: boolean; discard: () => void };

/** Refusals of the code, a recovery code or a passkey: said with the tries left, then the lock. */
const SECRET_CODES = new Set(['TOTP_INVALID', 'PASSKEY_INVALID', 'SECOND_FACTOR_LOCKED', 'PASSWORD_LOCKED']);
const isSecretRefusal = (error: ApiError | null) =>
  error !== null && (SECRET_CODES.has(error.code ?? '') || error.attemptsLeft !== null);

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
  const t = useT();
  const { pending, canRetry } = action;
  const secret = isSecretRefusal(action.error) ? action.error : null;
  const error = secret ? null : (action.error?.message ?? null);
  // While the second factor is locked the inputs and Confirm wait out the countdown (Back stays).
  const secondsLeft = useSecondsLeft(lockEnd(secret));
  const locked = secondsLeft > 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Review replaced the form with this panel: focus goes to its heading, not to the page's body,
  // so a keyboard or screen reader user starts reading what is about to happen.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  function back() {
    const container = form.current?.parentElement ?? null;
    action.discard();
    // The form comes back in the same place; its Review button gets the focus the Back button had.
    flushSync(onBack);
    const review = container?.querySelector<HTMLButtonElement>('form button[type="submit"]:not(:disabled)');
    (review ?? container?.querySelector<HTMLElement>('form input, form select'))?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || paused || locked) return;
    void run(canRetry ? 'retry' : 'submit');
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="confirm-title"
      className="flex max-w-md flex-col gap-4"
    >
      <h2 ref={heading} id="confirm-title" tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {title}
      </h2>
      <DetailList rows={rows} />
      {/* A wrong code is one message with the tries left, replaced on each try, never a toast. */}
      <SecretAttempts error={secret} secondsLeft={secondsLeft} />
      {children ? (
        <fieldset disabled={locked} className="contents">
          {children}
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <FormActions
        pending={pending}
        pendingLabel={pendingLabel}
        submitLabel={canRetry ? t('money.retry') : confirmLabel}
        submitDisabled={paused || locked}
        onCancel={back}
        cancelLabel={t('money.back')}
        cancelDisabled={pending}
      />
    </form>
  );
}
