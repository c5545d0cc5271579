import type { FormEvent } from 'react';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ChargePreview } from '../../../components/money/charge-preview.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';

export const NOTE_MAX = 255;

export type SendValues = { recipient: string; amount: string; note: string };
export type SendErrors = { recipient_email?: string | undefined; amount?: string | undefined; note?: string | undefined };

type SendMoneyFieldsProps = {
  senderLabel: string;
  values: SendValues;
  onChange: (values: SendValues) => void;
  onBlur: (field: keyof SendValues) => void;
  errors: SendErrors;
  formError: string | null;
  /** A state, not an error (e.g. the wallets are still loading). */
  notice: string | null;
  preview: { rows: DetailRow[] | null; loading: boolean; error: string | null };
  reviewing: boolean;
  disabled: boolean;
  onReview: () => void;
};

/** Send money's edit step: recipient, amount, optional note, and the live fee preview. */
export function SendMoneyFields({ senderLabel, values, onChange, onBlur, errors, formError, preview, ...props }: SendMoneyFieldsProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onReview();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        From: <strong>{senderLabel}</strong>
      </p>
      <TextField
        name="recipient_email"
        label="Recipient email"
        type="email"
        autoComplete="email"
        required
        value={values.recipient}
        onChange={(event) => onChange({ ...values, recipient: event.target.value })}
        onBlur={() => onBlur('recipient')}
        error={errors.recipient_email}
      />
      <TextField
        name="amount"
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        required
        value={values.amount}
        onChange={(event) => onChange({ ...values, amount: event.target.value })}
        onBlur={() => onBlur('amount')}
        error={errors.amount}
      />
      <TextField
        name="note"
        label="Note"
        maxLength={NOTE_MAX}
        autoComplete="off"
        hint={`Optional, up to ${NOTE_MAX} characters.`}
        value={values.note}
        onChange={(event) => onChange({ ...values, note: event.target.value })}
        error={errors.note}
      />
      <ChargePreview {...preview} idleText="Enter the recipient and an amount to see the fee." />
      <FormError message={formError} />
      {props.notice ? <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">{props.notice}</p> : null}
      <SubmitButton pending={props.reviewing} pendingLabel="Calculating..." disabled={props.disabled}>
        Review transfer
      </SubmitButton>
    </form>
  );
}
