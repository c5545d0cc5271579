import { formatMoney } from '../../../contract/cents.ts';
import type { Wallet } from '../../../contract/wallet-shape.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { sendIdleText } from '../send-idle-text.ts';
import type { SendForm } from '../use-send-form.ts';
import { SendMoneyFields } from './send-money-fields.tsx';

type SendMoneyFormProps = {
  form: SendForm;
  sender: Wallet | null;
  online: boolean;
  reviewing: boolean;
  /** The user changed the form: the last refusal no longer applies. */
  onEdit: () => void;
  onReview: () => void;
};

/** Send money's form step: recipient, amount and note, the limits, and the live fee. */
export function SendMoneyForm({ form, sender, online, reviewing, onEdit, onReview }: SendMoneyFormProps) {
  const t = useT();
  const { values, setValues, setTouched, email, preview, limits, pausedUntil, walletNotice, blocked } = form;
  const q = preview.quote;
  const money = (value: number) => formatMoney(value, q?.currency);
  return (
    <SendMoneyFields
      senderLabel={
        sender
          ? t('send.from.mainWithBalance', { balance: formatMoney(sender.balance, sender.currency) })
          : t('send.from.main')
      }
      values={values}
      onChange={(next) => {
        setValues(next);
        onEdit();
      }}
      onBlur={(field) => {
        if (values[field].trim()) setTouched((t) => ({ ...t, [field]: true }));
      }}
      errors={form.errors}
      formError={form.formError}
      notice={walletNotice}
      preview={{
        wait: preview.wait,
        loading: preview.loading,
        error: form.previewError,
        idleText: sendIdleText(t, {
          amountText: values.amount,
          amountOk: form.amountOk,
          recipient: !values.recipient.trim() ? 'missing' : email.ok ? 'ok' : 'invalid',
          blocked: !online ? t('send.idle.offline') : pausedUntil ? t('send.idle.paused') : walletNotice,
        }),
        rows: q
          ? [
              { label: t('send.row.amount'), value: money(q.amount) },
              { label: t('send.row.fee'), value: money(q.charge) },
              { label: t('send.row.totalDebited'), value: money(q.total_debit), strong: true },
            ]
          : null,
      }}
      reviewing={reviewing}
      disabled={!online || !sender || blocked !== null}
      blockedReason={blocked}
      recipientHint={form.recipientName ? t('send.recipient.pays', { name: form.recipientName }) : null}
      recent={form.recent}
      onPickRecipient={(picked) => {
        setValues({ ...values, recipient: picked });
        onEdit();
      }}
      limitsText={
        limits
          ? t('send.limits', {
              min: formatMoney(limits.min, limits.currency),
              max: formatMoney(limits.max, limits.currency),
              left: formatMoney(limits.dailyLeft, limits.currency),
            })
          : null
      }
      onMax={
        limits && limits.maxSendable > 0
          ? () => {
              setValues({ ...values, amount: limits.maxSendable.toFixed(2) });
              setTouched((t) => ({ ...t, amount: true }));
              onEdit();
            }
          : null
      }
      onReview={onReview}
    />
  );
}
