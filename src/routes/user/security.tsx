import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { AntiPhishingPanel } from '../../features/anti-phishing/components/anti-phishing-panel.tsx';
import { SupportViewsPanel } from '../../features/support-view/components/support-views-panel.tsx';
import { YourDataPanel } from '../../features/account-data/components/your-data-panel.tsx';
import { PasskeysPanel } from '../../features/passkeys/components/passkeys-panel.tsx';
import { LoginHistoryPanel } from '../../features/sessions/components/login-history-panel.tsx';
import { SessionsPanel } from '../../features/sessions/components/sessions-panel.tsx';
import { SendNoCodePanel } from '../../features/transfers/components/send-no-code-panel.tsx';
import { TwoFactorSettings } from '../../features/two-factor/components/two-factor-settings.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/security')({
  component: SecurityPage,
});

/** Where an investor finds everything about signing in: passkeys, two-factor, devices and history, the anti-phishing code and support's views (each a panel of its feature). */
function SecurityPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('security.title')}>
        <p className="text-fg-muted">{t('security.intro')}</p>
      </PageTitle>
      <div className="flex flex-col gap-6">
        <PasskeysPanel />
        {/* Its section keeps the top margin it has on Settings; here the column's gap spaces it. */}
        <div className="*:mt-0">
          <TwoFactorSettings />
        </div>
        <SendNoCodePanel />
        <AntiPhishingPanel />
        <SessionsPanel />
        <LoginHistoryPanel />
        <SupportViewsPanel />
        <YourDataPanel />
      </div>
    </>
  );
}
