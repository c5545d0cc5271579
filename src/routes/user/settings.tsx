import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { AppSettings } from '../../features/pwa/components/app-settings.tsx';
import { NotificationPreferences } from '../../features/notification-preferences/components/notification-preferences.tsx';
import { ProfileForm } from '../../features/settings/components/profile-form.tsx';
import { TwoFactorSettings } from '../../features/two-factor/components/two-factor-settings.tsx';

export const Route = createFileRoute('/user/settings')({
  component: SettingsPage,
});

function SettingsPage() {
  return (
    <>
      <PageTitle title="Settings">
        <p className="text-fg-muted">
          Your profile details. To change your password, go to{' '}
          <TextLink to="/user/change-password">Change Password</TextLink>.
        </p>
        <p className="text-fg-muted">
          Two-factor, passkeys, signed-in devices and login history are on the{' '}
          <TextLink to="/user/security">Security</TextLink> page.
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
