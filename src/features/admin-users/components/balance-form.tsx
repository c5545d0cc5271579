import { useState, type FormEvent } from 'react';
import { adminBalanceRequestSchema } from '../../../contract/transfers.ts';
import { centsToNumber, formatMoney, parseAmountToCents } from '../../../contract/cents.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { adjustBalanceFailed, adjustUserBalance, type BalanceRequest } from '../api/adjust-user-balance.ts';
import { notify } from '../../../lib/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useFourEyesNotice } from '../../../lib/staff-access.ts';
import { sentence } from '../../../lib/sentence.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Target = {
  email: string;
  username: string;
  wallets: ReadonlyArray<{ type: string; name: string; balance: number }>;
};
type Review = { body: BalanceRequest; cents: number; form: HTMLFormElement };

/**
 * Add to or subtract from one of the user's wallets; the reason is required and goes to the audit
 * log. Nothing is sent before the confirmation, which restates user, wallet, amount and the balance after.
 */
export function BalanceForm({ userId, user, onDone }: { userId: string; user: Target; onDone: () => void }) {
  const online = useOnlineStatus();
  const t = useT();
  const action = useMoneyAction(
    (body: BalanceRequest, key: string) => adjustUserBalance(userId, body, key),
    adjustBalanceFailed(),
  );
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [review, setReview] = useState<Review | null>(null);
  // Four-eyes: above the threshold nothing moved; the request waits for a second admin.
  const [sent, setSent] = useState<string | null>(null);
  // Above the four-eyes threshold the confirmation says a second admin must approve first.
  const fourEyes = useFourEyesNotice(review ? review.cents / 100 : 0);
  const errors = { ...action.fieldErrors, ...localErrors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readForm(form);
    const typed = values.amount ?? '';
    // The API takes the amount as a JSON number (a string is refused); an empty field stays missing ("is required").
    const typedCents = parseAmountToCents(typed);
    const amount = typed.trim() === '' ? undefined : typedCents.ok ? centsToNumber(typedCents.cents) : typed;
    const checked = checkForm(adminBalanceRequestSchema, { ...values, amount });
    if (!checked.ok) {
      const amountError: Record<string, string> =
        typed.trim() !== '' && !typedCents.ok ? { amount: typedCents.message } : {};
      setLocalErrors({
        ...checked.fieldErrors,
        ...amountError,
        ...(values.reason?.trim() ? {} : { reason: t('admin.balance.reasonRequired') }),
      });
      return;
    }
    setLocalErrors({});
    const parsed = typedCents;
    action.discard();
    setReview({
      body: {
        wallet_type: checked.data.wallet_type,
        type: checked.data.type,
        amount: parsed.ok ? centsToNumber(parsed.cents) : 0,
        reason: checked.data.reason,
      },
      cents: parsed.ok ? parsed.cents : 0,
      form,
    });
  };

  async function confirm(current: Review) {
    const result = action.canRetry ? await action.retry() : await action.submit(current.body);
    if (result.ok) {
      notify.success(sentence(result.data.message));
      setSent('approval' in result.data ? result.data.message : null);
      current.form.reset();
      setReview(null);
      onDone();
    }
  }

  const wallet = review ? user.wallets.find((w) => w.type === review.body.wallet_type) : undefined;
  const signed = review ? (review.body.type === 'add' ? review.cents : -review.cents) : 0;

  return (
    <>
      <form
        aria-label={t('admin.balance.form')}
        onSubmit={submit}
        noValidate
        className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-start gap-3"
      >
        <SelectField
          name="wallet_type"
          label={t('admin.balance.wallet')}
          options={[
            { value: 'main', label: t('admin.balance.mainWallet') },
            { value: 'profit', label: t('admin.balance.profitWallet') },
          ]}
        />
        <SelectField
          name="type"
          label={t('admin.balance.action')}
          options={[
            { value: 'add', label: t('admin.balance.add') },
            { value: 'subtract', label: t('admin.balance.subtract') },
          ]}
        />
        <TextField
          name="amount"
          label={t('admin.balance.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.amount?.replace(/^Amount /, '')}
        />
        <TextField
          name="reason"
          label={t('admin.balance.reason')}
          required
          maxLength={255}
          error={errors.reason}
          hint={t('admin.balance.reasonHint')}
        />
        <div className="col-span-full sm:w-56">
          <SubmitButton pending={false} pendingLabel={t('admin.balance.applying')} disabled={!online}>
            {t('admin.balance.apply')}
          </SubmitButton>
        </div>
        <OfflineNotice className="col-span-full" />
        {sent ? (
          <p role="status" className="col-span-full rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
            {sent}{' '}
            <Link to="/admin/approvals" className="font-semibold underline">
              {t('admin.balance.openApprovals')}
            </Link>
          </p>
        ) : null}
      </form>
      {review ? (
        <ConfirmDialog
          title={
            review.body.type === 'add' ? t('admin.balance.confirmAddTitle') : t('admin.balance.confirmSubtractTitle')
          }
          rows={[
            { label: t('admin.balance.user'), value: `${user.email} (@${user.username})` },
            { label: t('admin.balance.wallet'), value: wallet?.name ?? review.body.wallet_type },
            {
              label: review.body.type === 'add' ? t('admin.balance.add') : t('admin.balance.subtract'),
              value: formatMoney(review.cents / 100),
              strong: true,
            },
            ...(wallet
              ? [
                  {
                    label: t('admin.balance.after'),
                    value: formatMoney((Math.round(wallet.balance * 100) + signed) / 100),
                  },
                ]
              : []),
            { label: t('admin.balance.reason'), value: review.body.reason },
            ...(fourEyes ? [{ label: t('admin.balance.fourEyes'), value: fourEyes, strong: true }] : []),
          ]}
          tone={review.body.type === 'add' ? 'primary' : 'danger'}
          confirmLabel={
            action.canRetry
              ? t('admin.balance.retry')
              : review.body.type === 'add'
                ? t('admin.balance.confirmAdd')
                : t('admin.balance.confirmSubtract')
          }
          pendingLabel={t('admin.balance.applying')}
          pending={action.pending}
          error={action.error?.message ?? null}
          confirmDisabled={!online}
          onConfirm={() => void confirm(review)}
          onCancel={() => {
            action.discard();
            setReview(null);
          }}
        />
      ) : null}
    </>
  );
}
