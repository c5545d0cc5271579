import { useId, type FormEvent } from 'react';
import type { WithdrawalAccount } from '../../../contract/withdrawals.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { ChargePreview } from '../../../components/money/charge-preview.tsx';
import type { QuoteWait } from '../../../lib/use-charge-quote.ts';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { Trans } from '@lingui/react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { KycRequired } from './kyc-required.tsx';
import { UsableFrom } from './withdrawals-paused.tsx';

export type WithdrawValues = { accountId: string; amount: string };

type WithdrawFieldsProps = {
  fromLabel: string;
  accounts: WithdrawalAccount[];
  values: WithdrawValues;
  onChange: (values: WithdrawValues) => void;
  onBlurAmount: () => void;
  errors: { account_id?: string | undefined; amount?: string | undefined };
  formError: string | null;
  kycMessage: string | null;
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
  onReview: () => void;
};

/** Withdraw's edit step: payout account, amount, and the live charge, net and processing time. */
export function WithdrawFields({
  fromLabel,
  accounts,
  values,
  onChange,
  errors,
  preview,
  ...props
}: WithdrawFieldsProps) {
  const t = useT();
  const reasonId = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onReview();
  }
  // An account still cooling off after it was added or edited says from when it can receive money.
  const cooling = accounts.find((a) => a.id === values.accountId)?.usableFrom;
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-fg-muted">
        <Trans id="withdraw.from" values={{ wallet: fromLabel }} components={{ 0: <strong /> }} />
      </p>
      <SelectField
        name="account_id"
        label={t('withdraw.field.account')}
        options={accounts.map((a) => {
          const account = `${a.name} · ${a.methodName}`;
          return {
            value: a.id,
            label: a.usableFrom
              ? t('withdraw.field.accountUsableFrom', { account, at: screenFormat().dateTime(a.usableFrom) })
              : account,
          };
        })}
        value={values.accountId}
        onChange={(e) => onChange({ ...values, accountId: e.target.value })}
        error={errors.account_id}
      />
      {cooling && !errors.account_id ? <UsableFrom at={cooling} /> : null}
      <TextField
        name="amount"
        label={t('withdraw.field.amount')}
        inputMode="decimal"
        autoComplete="off"
        placeholder={screenFormat().amount(0)}
        required
        value={values.amount}
        onChange={(e) => onChange({ ...values, amount: e.target.value })}
        onBlur={props.onBlurAmount}
        error={errors.amount}
      />
      <ChargePreview {...preview} />
      {props.kycMessage ? <KycRequired message={props.kycMessage} /> : null}
      <FormError message={props.formError} />
      <SubmitButton
        pending={props.reviewing}
        pendingLabel={t('withdraw.review.pending')}
        disabled={props.disabled}
        describedBy={props.blockedReason ? reasonId : undefined}
      >
        {t('withdraw.review.submit')}
      </SubmitButton>
      {props.blockedReason ? (
        <p id={reasonId} className="text-label text-fg-muted">
          {t('withdraw.review.disabled', { reason: props.blockedReason })}
        </p>
      ) : null}
    </form>
  );
}
