import { InstallApp } from './install-app.tsx';
import { PushToggle } from './push-toggle.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Settings' "This device" section: push notifications and, where offered, installing the app. */
export function AppSettings() {
  const t = useT();
  return (
    <section
      aria-labelledby="device-settings-title"
      className="mt-8 flex max-w-xl flex-col gap-4 rounded-lg border border-line p-4"
    >
      <h2 id="device-settings-title" className="text-lg font-semibold">
        {t('pwa.thisDevice')}
      </h2>
      <PushToggle />
      <InstallApp variant="panel" />
    </section>
  );
}
