import { TextField } from '../../../components/form/text-field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

type NewPasswordFieldsProps = {
  errors: Record<string, string>;
  /** "Confirm password" on the reset page, "Confirm new password" beside a current one. */
  confirmLabel: string;
};

/**
 * The new password and its confirmation, as reset and change password both ask for them: the
 * browser's password manager offers a strong one (autocomplete new-password) and the rule is shown.
 */
export function NewPasswordFields({ errors, confirmLabel }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        name="newPassword"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.rule')}
        error={errors['newPassword']}
      />
      <TextField
        name="confirmPassword"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        error={errors['confirmPassword']}
      />
    </>
  );
}
