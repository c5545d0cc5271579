import { TextField } from '../../../components/form/text-field.tsx';

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
  return (
    <>
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="8 to 128 characters."
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
