import { useState, type FormEvent } from 'react';
import { staffCreateSchema, type StaffMember } from '../../../contract/staff.ts';
import { STAFF_ROLES, type StaffRole } from '../../../contract/staff-permissions.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { addStaff } from '../api/add-staff.ts';
import { ROLE_HINTS, ROLE_LABELS, STAFF_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Adds an admin with a role; they get an invitation mail to choose a password, then set up two-factor. */
export function AddStaffForm({ onAdded }: { onAdded: (member: StaffMember) => void }) {
  const t = useT();
  const [formKey, setFormKey] = useState(0);
  const [role, setRole] = useState<StaffRole>('support');
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(addStaff, {
    fallback: STAFF_DEFAULTS.add,
    successMessage: t('admin.staff.invited'),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(staffCreateSchema, readForm(event.currentTarget));
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await run(checked.data);
    if (result.ok) {
      onAdded(result.data);
      setFormKey((k) => k + 1);
      setRole('support');
    }
  }

  return (
    <form
      key={formKey}
      noValidate
      aria-label={t('admin.staff.add')}
      onSubmit={(e) => void onSubmit(e)}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    >
      <TextField
        name="email"
        type="email"
        label={t('admin.staff.email')}
        autoComplete="off"
        required
        error={fieldErrors['email']}
        className="flex flex-col gap-1 md:col-span-2"
      />
      <TextField name="firstName" label={t('admin.staff.firstName')} required error={fieldErrors['firstName']} />
      <TextField name="lastName" label={t('admin.staff.lastName')} required error={fieldErrors['lastName']} />
      <div className="flex flex-col gap-1 md:col-span-2">
        <SelectField
          name="role"
          label={t('admin.staff.roleLabel')}
          required
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          options={STAFF_ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }))}
          error={fieldErrors['role']}
        />
        <p className="text-sm text-fg-muted">{t(ROLE_HINTS[role])}</p>
      </div>
      <p className="text-sm text-fg-muted md:col-span-2">{t('admin.staff.inviteExplain')}</p>
      <div className="md:col-span-2">
        <SubmitButton pending={pending} pendingLabel={t('admin.staff.inviting')}>
          {t('admin.staff.invite')}
        </SubmitButton>
      </div>
    </form>
  );
}
