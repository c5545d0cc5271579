import { useCallback, useState } from 'react';
import type { AdminKycItem } from '../../../contract/kyc.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { adminListKyc, type KycFilter } from '../api/admin-list-kyc.ts';
import { AdminKycDetailPanel } from './admin-kyc-detail.tsx';
import { KYC_ID_TYPE_WORDS, KYC_STATUS_WORDS } from '../kyc-status-words.ts';
import { EmailText } from '../../../components/table/email-text.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

const FILTERS: ReadonlyArray<{ value: KycFilter; label: MessageId }> = [
  { value: 'pending', label: 'kyc.state.pending' },
  { value: 'approved', label: 'kyc.state.approved' },
  { value: 'rejected', label: 'kyc.state.rejected' },
  { value: 'all', label: 'ticket.status.all' },
];

/** /admin/kyc-review: the queue by status (cards, so it reads on a tablet), and the review panel. */
export function AdminKycReview() {
  const [status, setStatus] = useState<KycFilter>('pending');
  const t = useT();
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const loadPage = useCallback(
    (cursor: string | undefined) => {
      void version;
      return adminListKyc(status, cursor);
    },
    [status, version],
  );
  const list = usePagedList<AdminKycItem>(loadPage, translate('kyc.admin.error.list'));

  let body;
  if (list.loading === 'first') body = <p role="status">{t('kyc.admin.loadingList')}</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-zinc-700 dark:text-zinc-300">{t('kyc.admin.none')}</p>;
  else {
    body = (
      <ul aria-label={t('kyc.admin.list')} className="grid gap-3 sm:grid-cols-2">
        {list.items.map((k) => (
          <li key={k.id} className="flex flex-col gap-1 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
            <span className="font-semibold">
              {k.firstName} {k.lastName}{' '}
              <span className="font-normal text-zinc-600 dark:text-zinc-400">({k.username})</span>
            </span>
            <EmailText email={k.email} className="text-sm" />
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {t(KYC_ID_TYPE_WORDS[k.idType])} · <span>{t(KYC_STATUS_WORDS[k.status])}</span> ·{' '}
              <time dateTime={k.createdAt}>{formatDateTime(k.createdAt)}</time>
            </span>
            <SecondaryButton
              onClick={() => setSelected(k.id)}
              className="mt-1 self-start"
              aria-label={t('kyc.admin.reviewOne', { email: k.email })}
            >
              {t('kyc.admin.review')}
            </SecondaryButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('ticket.statusFilter')}
        value={status}
        options={FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
        onChange={(e) => setStatus(e.target.value as KycFilter)}
        className="flex max-w-xs flex-col gap-1"
      />
      {selected ? (
        <AdminKycDetailPanel
          key={selected}
          id={selected}
          onDecided={() => setVersion((v) => v + 1)}
          onClose={() => setSelected(null)}
        />
      ) : null}
      {body}
      {list.nextCursor && list.loading !== 'first' ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? t('table.loading') : t('table.loadMore')}
        </SecondaryButton>
      ) : null}
    </div>
  );
}
