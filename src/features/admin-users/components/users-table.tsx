import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { AdminUserRow } from '../../../contract/admin-users.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { EmailText } from '../../../components/table/email-text.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { fetchUsersFailed, getAdminUsers, type UserFilters } from '../api/get-admin-users.ts';
import { StatusChip, userStatus } from './status-chip.tsx';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const columnsOf = (t: Translate): Column<AdminUserRow>[] => [
  {
    header: t('admin.users.col.user'),
    cell: (u) => (
      <span className="flex min-w-0 flex-col items-end @2xl:items-start">
        <Link
          to="/admin/users/$userId"
          params={{ userId: u.id }}
          className="inline-flex min-h-tap items-center font-semibold text-accent underline"
        >
          {u.firstName} {u.lastName} (@{u.username})
        </Link>
        <span className="text-fg-muted">
          <EmailText email={u.email} />
        </span>
      </span>
    ),
  },
  {
    header: t('admin.users.col.kyc'),
    cell: (u) => <StatusChip text={u.kycStatus === 'none' ? 'not submitted' : u.kycStatus} />,
    nowrap: true,
  },
  {
    header: t('admin.users.col.main'),
    cell: (u) => <span className="tabular-nums">{formatMoney(u.mainBalance)}</span>,
    nowrap: true,
  },
  {
    header: t('admin.users.col.profit'),
    cell: (u) => <span className="tabular-nums">{formatMoney(u.profitBalance)}</span>,
    nowrap: true,
    priority: 'low',
  },
  { header: t('admin.users.col.status'), cell: (u) => <StatusChip text={userStatus(u)} />, nowrap: true },
  { header: t('admin.users.col.joined'), cell: (u) => formatDateTime(u.createdAt), nowrap: true, priority: 'low' },
];

/** Investors matching the filters, newest first, paged with "Load more". */
export function UsersTable({ filters }: { filters: UserFilters }) {
  const { q, banned, closed, kyc, hasBalance } = filters;
  const loadPage = useCallback(
    (cursor: string | undefined) => getAdminUsers({ q, banned, closed, kyc, hasBalance }, cursor),
    [q, banned, closed, kyc, hasBalance],
  );
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => fetchUsersFailed());
  const list = usePagedList(loadPage, fallback);
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText={t('admin.users.loading')}
      emptyText={t('admin.users.empty')}
    >
      <DataTable label={t('admin.users.title')} columns={columns} rows={list.items} rowKey={(u) => u.id} />
    </PagedListFrame>
  );
}
