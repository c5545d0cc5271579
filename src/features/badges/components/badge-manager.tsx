import { useState } from 'react';
import type { AdminBadge } from '../../../contract/badges.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { deleteBadge } from '../api/delete-badge.ts';
import { getAdminBadges } from '../api/get-admin-badges.ts';
import { BadgeForm } from './badge-form.tsx';
import { sentence } from '../../../lib/sentence.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

/** What a badge asks for, in words ("Deposited 100.00 USD, 3 referrals"); "Nothing" for a starter badge. */
export function requirementText(t: Translate, b: AdminBadge): string {
  const parts = [
    b.minDeposited > 0 ? t('badge.admin.requires.deposited', { amount: formatMoney(b.minDeposited) }) : '',
    b.minInvested > 0 ? t('badge.admin.requires.invested', { amount: formatMoney(b.minInvested) }) : '',
    b.minEarned > 0 ? t('badge.admin.requires.earned', { amount: formatMoney(b.minEarned) }) : '',
    b.minReferrals > 0 ? t('badge.admin.requires.referrals', { count: b.minReferrals }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : t('badge.admin.requires.nothing');
}

/** The ranking badge ladder for admins: create, edit, and delete (a badge someone holds is deactivated). */
export function BadgeManager() {
  const t = useT();
  const { data, error, reload } = useResource(getAdminBadges, DEFAULTS.fetchBadges);
  const [editing, setEditing] = useState<AdminBadge | 'new' | null>(null);
  const remove = useApiAction(deleteBadge, { fallback: DEFAULTS.deleteBadge });

  async function onDelete(b: AdminBadge) {
    const question =
      b.holders > 0
        ? t('badge.admin.deactivateConfirm', { name: b.name, count: b.holders })
        : t('badge.admin.deleteConfirm', { name: b.name });
    if (!window.confirm(question)) return;
    const result = await remove.run(b.id);
    if (!result.ok) return;
    notify.success(sentence(result.data.message));
    void reload();
  }

  const columns: Column<AdminBadge>[] = [
    { header: t('badge.admin.col.rank'), cell: (b) => String(b.rank) },
    {
      header: t('badge.admin.col.badge'),
      cell: (b) => <span className="font-medium">{`${b.icon ? `${b.icon} ` : ''}${b.name}`}</span>,
    },
    { header: t('badge.admin.col.requires'), cell: (b) => requirementText(t, b) },
    { header: t('badge.admin.col.bonus'), cell: (b) => formatMoney(b.bonus), nowrap: true },
    { header: t('badge.admin.col.holders'), cell: (b) => String(b.holders), priority: 'low' },
    {
      header: t('badge.admin.col.status'),
      cell: (b) => (b.active ? t('badge.admin.active') : t('badge.admin.inactive')),
    },
    {
      header: t('badge.admin.col.actions'),
      nowrap: true,
      cell: (b) => (
        <span className="flex gap-2">
          <SecondaryButton onClick={() => setEditing(b)} aria-label={t('badge.admin.editAria', { name: b.name })}>
            {t('badge.admin.edit')}
          </SecondaryButton>
          <SecondaryButton
            onClick={() => void onDelete(b)}
            disabled={remove.pending}
            aria-label={t('badge.admin.deleteAria', { name: b.name })}
          >
            {remove.pending ? t('badge.admin.deleting') : t('badge.admin.delete')}
          </SecondaryButton>
        </span>
      ),
    },
  ];

  if (editing) {
    const nextRank = Math.max(0, ...(data ?? []).map((b) => b.rank)) + 1;
    const done = () => {
      setEditing(null);
      void reload();
    };
    return (
      <BadgeForm
        badge={editing === 'new' ? null : editing}
        nextRank={nextRank}
        onSaved={done}
        onCancel={() => setEditing(null)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <SecondaryButton onClick={() => setEditing('new')} className="self-start">
        {t('badge.admin.new')}
      </SecondaryButton>
      {error && !data ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      {!data && !error ? <p role="status">{t('badge.admin.loading')}</p> : null}
      {data && data.length === 0 ? <p>{t('badge.admin.empty')}</p> : null}
      {data && data.length > 0 ? (
        <DataTable label={t('badge.list')} columns={columns} rows={data} rowKey={(b) => b.id} />
      ) : null}
    </div>
  );
}
