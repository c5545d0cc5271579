import type { StaffMember } from '../../../contract/staff.ts';
import { STAFF_ROLES, type StaffRole } from '../../../contract/staff-permissions.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { ROLE_HINTS, ROLE_LABELS } from '../messages.ts';
import { EmailText } from '../../../components/table/email-text.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
const actionButton =
  'min-h-tap rounded-control border border-line-strong px-3 py-2 text-label font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60';

type StaffCardProps = {
  member: StaffMember;
  isSelf: boolean;
  /** The only active owner: no "Deactivate" (the platform must keep one). */
  lastOwner: boolean;
  onRole: (member: StaffMember, role: StaffRole) => void;
  onActive: (member: StaffMember, active: boolean) => void;
};

/** One admin: who (the whole name, wrapped), role (changeable, with what it may do), two-factor and whether they may sign in. */
export function StaffCard({ member, isSelf, lastOwner, onRole, onActive }: StaffCardProps) {
  const t = useT();
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-card border border-line p-4">
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {name}
          {isSelf ? <span className="text-fg-muted"> {t('admin.staff.you')}</span> : null}
        </p>
        <EmailText email={member.email} className="text-sm text-fg-muted" />
        <p className="mt-1 flex flex-wrap gap-2 text-caption">
          <span className={member.active ? 'text-emerald-700 dark:text-emerald-400' : 'text-danger'}>
            {member.active ? t('admin.staff.active') : t('admin.staff.deactivated')}
          </span>
          <span className={member.twoFactorEnabled ? 'text-fg-muted' : 'text-amber-800 dark:text-amber-300'}>
            {member.twoFactorEnabled ? t('admin.staff.twoFactorOn') : t('admin.staff.twoFactorOff')}
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <SelectField
          label={t('admin.staff.roleOf', { name })}
          value={member.role}
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))}
          disabled={!member.active}
          onChange={(e) => onRole(member, e.target.value as StaffRole)}
        />
        {/* The role in full words, wrapped, whatever the card's width. */}
        <p className="text-sm break-words text-fg-muted">{t(ROLE_HINTS[member.role])}</p>
      </div>
      {lastOwner ? (
        <p className="text-sm text-fg-muted">{t('admin.staff.lastOwner')}</p>
      ) : (
        <button type="button" className={actionButton} onClick={() => onActive(member, !member.active)}>
          {member.active ? t('admin.staff.deactivateName', { name }) : t('admin.staff.reactivateName', { name })}
        </button>
      )}
    </li>
  );
}
