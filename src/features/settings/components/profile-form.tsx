import { useEffect, useState, type FormEvent } from 'react';
import { profileRequestSchema } from '../../../contract/auth.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { getMe } from '../api/get-me.ts';
import { updateProfile } from '../api/update-profile.ts';
import { Trans } from '@lingui/react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Profile form: prefilled from the stored user, refreshed from GET /api/auth/me. */
export function ProfileForm() {
  const user = useSessionStore((s) => s.user);
  const t = useT();
  const setUser = useSessionStore((s) => s.setUser);
  const [version, setVersion] = useState(0);
  const load = useApiAction(getMe, { fallback: DEFAULTS.fetchUser });
  const save = useApiAction(updateProfile, {
    fallback: DEFAULTS.updateProfile,
    successMessage: translate('settings.profileUpdated'),
  });
  const loadUser = load.run;

  useEffect(() => {
    void loadUser().then((result) => {
      if (!result.ok) return;
      setUser(result.data);
      setVersion((v) => v + 1);
    });
  }, [loadUser, setUser]);

  if (!user) return <p role="status">{t('settings.loadingProfile')}</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget);
    const checked = checkForm(profileRequestSchema, { ...values, avatar: values['avatar']?.trim() ?? '' });
    if (!checked.ok) {
      save.setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await save.run(checked.data);
    if (result.ok) setUser(result.data);
  }

  const errors = save.fieldErrors;
  return (
    <form key={version} noValidate onSubmit={onSubmit} className="grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
      <p className="text-sm text-fg-muted sm:col-span-2">
        <Trans
          id={load.pending ? 'settings.signedInAsRefreshing' : 'settings.signedInAs'}
          values={{ username: user.username, email: user.email }}
          components={{ 0: <strong /> }}
        />
      </p>
      <TextField
        name="firstName"
        label={t('register.firstName')}
        defaultValue={user.firstName}
        required
        autoComplete="given-name"
        error={errors['firstName']}
      />
      <TextField
        name="lastName"
        label={t('register.lastName')}
        defaultValue={user.lastName}
        required
        autoComplete="family-name"
        error={errors['lastName']}
      />
      <TextField
        name="phone"
        label={t('register.phone')}
        type="tel"
        defaultValue={user.phone}
        required
        autoComplete="tel"
        error={errors['phone']}
      />
      <TextField
        name="country"
        label={t('register.country')}
        defaultValue={user.country}
        required
        autoComplete="country-name"
        error={errors['country']}
      />
      <TextField
        name="avatar"
        label={t('settings.avatar')}
        type="url"
        defaultValue={user.avatar ?? ''}
        className="flex flex-col gap-1 sm:col-span-2"
        error={errors['avatar']}
      />
      <div className="sm:col-span-2 sm:max-w-xs">
        <SubmitButton pending={save.pending} pendingLabel={t('passkey.saving')}>
          {t('settings.saveProfile')}
        </SubmitButton>
      </div>
    </form>
  );
}
