import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { AppSettings } from '../../features/pwa/components/app-settings.tsx';
import { NotificationPreferences } from '../../features/notification-preferences/components/notification-preferences.tsx';
import { ProfileForm } from '../../features/settings/components/profile-form.tsx';
import { TwoFactorSettings } from '../../features/two-factor/components/two-factor-settings.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('settings.title')}>
        <p className="text-fg-muted">
          <Trans
            id="settings.introPassword"
            components={{ 0: <TextLink to="/user/change-password">{null}</TextLink> }}
          />
        </p>
        <p className="text-fg-muted">
          <Trans id="settings.introSecurity" components={{ 0: <TextLink to="/user/security">{null}</TextLink> }} />
        </p>
      </PageTitle>
      <ProfileForm />
      <TwoFactorSettings />
      {/* This device first: the Notifications grid's push column waits for push to be on here. */}
      <AppSettings />
      <NotificationPreferences />
    </>
  );
}
