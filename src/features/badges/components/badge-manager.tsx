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

/** What a badge asks for, in words ("Deposited 100.00 USD, 3 referrals"); "Nothing" for a starter badge. */
export function requirementText(b: AdminBadge): string {
  const parts = [
    b.minDeposited > 0 ? `Deposited ${formatMoney(b.minDeposited)}` : '',
    b.minInvested > 0 ? `Invested ${formatMoney(b.minInvested)}` : '',
    b.minEarned > 0 ? `Earned ${formatMoney(b.minEarned)}` : '',
    b.minReferrals > 0 ? `${b.minReferrals} referral${b.minReferrals === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Nothing';
}

/** The ranking badge ladder for admins: create, edit, and delete (a badge someone holds is deactivated). */
export function BadgeManager() {
  const { data, error, reload } = useResource(getAdminBadges, DEFAULTS.fetchBadges);
  const [editing, setEditing] = useState<AdminBadge | 'new' | null>(null);
  const remove = useApiAction(deleteBadge, { fallback: DEFAULTS.deleteBadge });

  async function onDelete(b: AdminBadge) {
    const question = b.holders > 0 ? `${b.name} is held by ${b.holders} user(s): deactivate it?` : `Delete ${b.name}?`;
    if (!window.confirm(question)) return;
    const result = await remove.run(b.id);
    if (!result.ok) return;
    notify.success(sentence(result.data.message));
    void reload();
  }

  const columns: Column<AdminBadge>[] = [
    { header: 'Rank', cell: (b) => String(b.rank) },
    { header: 'Badge', cell: (b) => <span className="font-medium">{`${b.icon ? `${b.icon} ` : ''}${b.name}`}</span> },
    { header: 'Requires', cell: requirementText },
    { header: 'Bonus', cell: (b) => formatMoney(b.bonus), nowrap: true },
    { header: 'Holders', cell: (b) => String(b.holders), priority: 'low' },
    { header: 'Status', cell: (b) => (b.active ? 'Active' : 'Inactive') },
    {
      header: 'Actions',
      nowrap: true,
      cell: (b) => (
        <span className="flex gap-2">
          <SecondaryButton onClick={() => setEditing(b)} aria-label={`Edit ${b.name}`}>
            Edit
          </SecondaryButton>
          <SecondaryButton onClick={() => void onDelete(b)} disabled={remove.pending} aria-label={`Delete ${b.name}`}>
            {remove.pending ? 'Deleting...' : 'Delete'}
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
        New badge
      </SecondaryButton>
      {error && !data ? <LoadError message={error} onRetry={() => void reload()} /> : null}
      {!data && !error ? <p role="status">Loading badges...</p> : null}
      {data && data.length === 0 ? <p>No badges yet. Investors see the ladder once you create one.</p> : null}
      {data && data.length > 0 ? (
        <DataTable label="Ranking badges" columns={columns} rows={data} rowKey={(b) => b.id} />
      ) : null}
    </div>
  );
}
