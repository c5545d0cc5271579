import { useId, type FormEvent } from 'react';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ChargePreview } from '../../../components/money/charge-preview.tsx';
import type { QuoteWait } from '../../../lib/use-charge-quote.ts';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import type { RecentRecipient } from '../use-recent-recipients.ts';
import { Trans } from '@lingui/react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export const NOTE_MAX = 255;

export type SendValues = { recipient: string; amount: string; note: string };
export type SendErrors = {
  recipient_email?: string | undefined;
  amount?: string | undefined;
  note?: string | undefined;
};

type SendMoneyFieldsProps = {
  senderLabel: string;
  values: SendValues;
  onChange: (values: SendValues) => void;
  onBlur: (field: keyof SendValues) => void;
  errors: SendErrors;
  formError: string | null;
  /** A state, not an error (e.g. the wallets are still loading). */
  notice: string | null;
  preview: {
    rows: DetailRow[] | null;
    loading: boolean;
    error: string | null;
    wait?: QuoteWait /** What the box says before it has figures (src/lib/charge-idle-text.ts). */;
    idleText: string;
  };
  reviewing: boolean;
  disabled: boolean;
  /** Why Review is disabled, said under the button and tied to it. */
  blockedReason: string | null;
  /** "Pays Priya R.": whom the typed e-mail would pay. */
  recipientHint: string | null;
  recent: readonly RecentRecipient[];
  onPickRecipient: (email: string) => void;
  limitsText: string | null;
  /** Fills the largest amount the balance covers with its fee; null when nothing can be sent. */
  onMax: (() => void) | null;
  onReview: () => void;
};

const chipClass =
  'flex min-h-tap max-w-full flex-col items-start justify-center rounded-control border border-line bg-surface px-3 py-1 text-left hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent';

/** Send money's edit step: recent recipients, recipient, amount with Max and limits, note, live fee preview. */
export function SendMoneyFields({
  senderLabel,
  values,
  onChange,
  onBlur,
  errors,
  formError,
  preview,
  ...props
}: SendMoneyFieldsProps) {
  const t = useT();
  const reasonId = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onReview();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="text-label text-fg-muted">
        <Trans
          id="send.from"
          values={{ wallet: senderLabel }}
          components={{ 0: <strong className="text-fg nowrap-value" /> }}
        />
      </p>
      {props.recent.length > 0 ? (
        <div role="group" aria-label={t('send.recent.label')} className="flex flex-col gap-1">
          <span className="text-label font-medium">{t('send.recent.label')}</span>
          <ul className="flex flex-wrap gap-2">
            {props.recent.map((r) => (
              <li key={r.email} className="max-w-full">
                <button type="button" className={chipClass} onClick={() => props.onPickRecipient(r.email)}>
                  <span className="text-label font-semibold">{r.name}</span>
                  <span className="max-w-full truncate text-caption text-fg-muted">{r.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <TextField
          name="recipient_email"
          label={t('send.field.recipient')}
          type="email"
          autoComplete="email"
          required
          value={values.recipient}
          onChange={(event) => onChange({ ...values, recipient: event.target.value })}
          onBlur={() => onBlur('recipient')}
          error={errors.recipient_email}
        />
        {props.recipientHint ? (
          <p role="status" className="text-label font-medium text-success">
            {props.recipientHint}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <TextField
          name="amount"
          label={t('send.field.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={screenFormat().amount(0)}
          required
          value={values.amount}
          onChange={(event) => onChange({ ...values, amount: event.target.value })}
          onBlur={() => onBlur('amount')}
          error={errors.amount}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          {props.limitsText ? <p className="text-caption text-fg-muted">{props.limitsText}</p> : <span />}
          {props.onMax ? (
            <button
              type="button"
              onClick={props.onMax}
              className="min-h-tap min-w-tap rounded-control px-2 text-label font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              {t('send.field.max')}
            </button>
          ) : null}
        </div>
      </div>
      <TextField
        name="note"
        label={t('send.field.note')}
        maxLength={NOTE_MAX}
        autoComplete="off"
        hint={t('send.field.noteHint', { max: NOTE_MAX })}
        value={values.note}
        onChange={(event) => onChange({ ...values, note: event.target.value })}
        error={errors.note}
      />
      <ChargePreview {...preview} />
      <FormError message={formError} />
      {props.notice ? (
        <p role="status" className="text-label text-fg-muted">
          {props.notice}
        </p>
      ) : null}
      <SubmitButton
        pending={props.reviewing}
        pendingLabel={t('send.review.pending')}
        disabled={props.disabled}
        describedBy={props.blockedReason ? reasonId : undefined}
      >
        {t('send.review.submit')}
      </SubmitButton>
      {props.blockedReason ? (
        <p id={reasonId} className="text-label text-fg-muted">
          {t('send.review.disabled', { reason: props.blockedReason })}
        </p>
      ) : null}
    </form>
  );
}
