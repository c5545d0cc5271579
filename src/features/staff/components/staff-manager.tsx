import { useState } from 'react';
import type { StaffMember } from '../../../contract/staff.ts';
import type { StaffRole } from '../../../contract/staff-permissions.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { listStaff } from '../api/list-staff.ts';
import { updateStaff } from '../api/update-staff.ts';
import { withStepUp } from '../../../lib/use-api-action.ts';
import { ROLE_HINTS, ROLE_LABELS, STAFF_DEFAULTS } from '../messages.ts';
import { AddStaffForm } from './add-staff-form.tsx';
import { StaffCard } from './staff-card.tsx';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

type Change = { member: StaffMember; role?: StaffRole; active?: boolean };

const describe = (t: Translate, { member, role, active }: Change) => {
  const name = `${member.firstName} ${member.lastName}`;
  if (role)
    return {
      title: t('admin.staff.makeTitle', { name, role: t(ROLE_LABELS[role]).toLowerCase() }),
      what: `${t(ROLE_LABELS[role])}: ${t(ROLE_HINTS[role])}`,
    };
  return active
    ? { title: t('admin.staff.reactivateTitle', { name }), what: t('admin.staff.reactivateWhat') }
    : { title: t('admin.staff.deactivateTitle', { name }), what: t('admin.staff.deactivateWhat') };
};

/** The platform's only active owner: never offered "Deactivate" (the server refuses it, 409 LAST_OWNER). */
const isLastOwner = (m: StaffMember, all: StaffMember[]) =>
  m.role === 'owner' && m.active && all.filter((x) => x.role === 'owner' && x.active).length === 1;

/** /admin/staff (owners): the admin team, role changes, deactivation and invitations; each change is confirmed first. */
export function StaffManager() {
  const t = useT();
  const me = useSessionStore((s) => s.user?.id);
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => STAFF_DEFAULTS.list);
  const staff = useResource(listStaff, fallback);
  const [change, setChange] = useState<Change | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(c: Change) {
    setPending(true);
    setError(null);
    try {
      const updated = await withStepUp(() =>
        updateStaff(c.member.id, c.role ? { role: c.role } : { active: c.active ?? false }),
      );
      staff.setData((staff.data ?? []).map((m) => (m.id === updated.id ? updated : m)));
      notify.success(
        c.role
          ? t('admin.staff.roleChanged')
          : updated.active
            ? t('admin.staff.reactivated')
            : t('admin.staff.deactivatedToast'),
      );
      setChange(null);
    } catch (caught) {
      setError(toApiError(caught, STAFF_DEFAULTS.update).message);
    } finally {
      setPending(false);
    }
  }

  const open = (next: Change) => {
    setError(null);
    setChange(next);
  };

  let list;
  if (staff.error) list = <LoadError message={staff.error} onRetry={() => void staff.reload()} />;
  else if (!staff.data) list = <p role="status">{t('admin.staff.loading')}</p>;
  else
    list = (
      <ul
        aria-label={t('admin.staff.team')}
        className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-3"
      >
        {staff.data.map((m) => (
          <StaffCard
            key={m.id}
            member={m}
            isSelf={m.id === me}
            lastOwner={isLastOwner(m, staff.data ?? [])}
            onRole={(member, role) => open({ member, role })}
            onActive={(member, active) => open({ member, active })}
          />
        ))}
      </ul>
    );

  const text = change ? describe(t, change) : null;
  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('admin.staff.team')}>{list}</Panel>
      <Panel title={t('admin.staff.add')}>
        <AddStaffForm onAdded={(member) => staff.setData([...(staff.data ?? []), member])} />
      </Panel>
      {change && text ? (
        <ConfirmDialog
          title={text.title}
          rows={[
            { label: t('admin.staff.admin'), value: change.member.email, strong: true },
            { label: t('admin.staff.change'), value: text.what },
          ]}
          tone={change.active === false ? 'danger' : 'primary'}
          confirmLabel={
            change.role
              ? t('admin.staff.changeRole')
              : change.active
                ? t('admin.staff.reactivate')
                : t('admin.staff.deactivate')
          }
          pendingLabel={t('admin.staff.saving')}
          pending={pending}
          error={error}
          onConfirm={() => void apply(change)}
          onCancel={() => setChange(null)}
        />
      ) : null}
    </div>
  );
}
