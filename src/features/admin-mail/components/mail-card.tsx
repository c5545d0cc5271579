import type { AdminMail } from '../../../contract/admin-mail.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { EmailText } from '../../../components/table/email-text.tsx';
import { Trans } from '@lingui/react';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const PILL: Record<AdminMail['status'], string> = {
  queued: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};
const LABEL = {
  queued: 'adminMoney.mail.queued',
  sent: 'adminMoney.mail.sent',
  failed: 'adminMoney.mail.failed',
} as const satisfies Record<AdminMail['status'], MessageId>;

/** When it went, or when the sender tries next. */
function timing(t: Translate, mail: AdminMail): string {
  if (mail.status === 'sent' && mail.sentAt) return t('adminMoney.mail.sentAt', { when: formatDateTime(mail.sentAt) });
  if (mail.status === 'queued' && mail.nextAttemptAt)
    return mail.attempts > 0
      ? t('adminMoney.mail.nextTry', { when: formatDateTime(mail.nextAttemptAt) })
      : t('adminMoney.mail.waiting');
  return t('adminMoney.mail.gaveUp', { count: mail.attempts });
}

/** One outbox row as a card: subject, recipient, status in words and colour, the last error, resend. */
export function MailCard({ mail, onResend }: { mail: AdminMail; onResend: (mail: AdminMail) => void }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold [overflow-wrap:anywhere]">{mail.subject}</span>
        <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${PILL[mail.status]}`}>
          {t(LABEL[mail.status])}
        </span>
      </div>
      <span className="text-sm">
        <Trans id="adminMoney.mail.toRecipient" components={{ 0: <EmailText email={mail.to} /> }} />
      </span>
      <span className="text-xs text-zinc-600 dark:text-zinc-400">
        {mail.template.replaceAll('_', ' ')} ·{' '}
        <Trans
          id="adminMoney.mail.queuedAt"
          values={{ when: formatDateTime(mail.createdAt) }}
          components={{ 0: <time dateTime={mail.createdAt} /> }}
        />{' '}
        · {timing(t, mail)}
      </span>
      {mail.lastError ? (
        <p className="text-sm text-red-800 [overflow-wrap:anywhere] dark:text-red-300">
          {t('adminMoney.mail.lastError', { error: mail.lastError })}
        </p>
      ) : null}
      {mail.status !== 'queued' ? (
        <SecondaryButton
          onClick={() => onResend(mail)}
          className="mt-1 self-start"
          aria-label={t('adminMoney.mail.resendTo', { subject: mail.subject, to: mail.to })}
        >
          {t('adminMoney.mail.resend')}
        </SecondaryButton>
      ) : null}
    </li>
  );
}
