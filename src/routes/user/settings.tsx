import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { AppSettings } from '../../features/pwa/components/app-settings.tsx';
import { MailPreferences } from '../../features/notification-preferences/components/mail-preferences.tsx';
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
          Your profile details. To change your password, go to <TextLink to="/user/change-password">Change Password</TextLink>.
        </p>
      </PageTitle>
      <ProfileForm />
      <TwoFactorSettings />
      <MailPreferences />
      <AppSettings />
    </>
  );
}
