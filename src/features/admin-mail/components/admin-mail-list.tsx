import { useCallback, useState } from 'react';
import type { AdminMail } from '../../../contract/admin-mail.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/toast.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getAdminMail, type MailFilter } from '../api/get-admin-mail.ts';
import { resendAdminMail } from '../api/resend-admin-mail.ts';
import { MailCard } from './mail-card.tsx';
import { sentence } from '../../../lib/sentence.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const FILTERS = [
  { value: 'all', label: 'adminMoney.mail.all' },
  { value: 'queued', label: 'adminMoney.mail.queued' },
  { value: 'sent', label: 'adminMoney.mail.sent' },
  { value: 'failed', label: 'adminMoney.mail.failed' },
] as const satisfies ReadonlyArray<{ value: MailFilter; label: MessageId }>;

/** /admin/mail: the outbox by status, newest first, and resend (after a confirmation) for sent or failed mail. */
export function AdminMailList() {
  const t = useT();
  const [status, setStatus] = useState<MailFilter>('all');
  const [version, setVersion] = useState(0);
  const [review, setReview] = useState<AdminMail | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loadPage = useCallback(
    (cursor: string | undefined) => {
      void version;
      return getAdminMail(status, cursor);
    },
    [status, version],
  );
  // Read once: a new fallback text would make the list load again.
  const [fetchFailed] = useState(() => t('adminMoney.error.fetchMail'));
  const list = usePagedList(loadPage, fetchFailed);

  async function resend(mail: AdminMail) {
    setPending(true);
    setError(null);
    try {
      const result = await resendAdminMail(mail.id);
      notify.success(sentence(result.message));
      setReview(null);
      setVersion((v) => v + 1);
    } catch (caught) {
      setError(toApiError(caught, t('adminMoney.error.resendMail')).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('adminMoney.mail.status')}
        value={status}
        options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
        onChange={(e) => setStatus(e.target.value as MailFilter)}
        className="flex max-w-xs flex-col gap-1"
      />
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText={t('adminMoney.mail.loading')}
        emptyText={t('adminMoney.mail.empty')}
      >
        <ul aria-label={t('adminMoney.mail.list')} className="grid gap-3 lg:grid-cols-2">
          {list.items.map((m) => (
            <MailCard
              key={m.id}
              mail={m}
              onResend={(mail) => {
                setError(null);
                setReview(mail);
              }}
            />
          ))}
        </ul>
      </PagedListFrame>
      {review ? (
        <ConfirmDialog
          title={t('adminMoney.mail.confirmTitle')}
          rows={[
            { label: t('adminMoney.mail.to'), value: review.to },
            { label: t('adminMoney.mail.subject'), value: review.subject, strong: true },
            {
              label: t('adminMoney.mail.statusNow'),
              value: review.status === 'sent' ? t('adminMoney.mail.sentTwice') : t('adminMoney.mail.failed'),
            },
          ]}
          tone="primary"
          confirmLabel={t('adminMoney.mail.resend')}
          pendingLabel={t('adminMoney.mail.queueing')}
          pending={pending}
          error={error}
          onConfirm={() => void resend(review)}
          onCancel={() => setReview(null)}
        />
      ) : null}
    </div>
  );
}
