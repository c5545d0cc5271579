import { CloseAccountPanel } from './close-account-panel.tsx';
import { ExportPanel } from './export-panel.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * The Security page's "Your data": a copy of everything the platform holds about the investor,
 * and the way out. Both ask the investor to confirm it is them first.
 */
export function YourDataPanel() {
  const t = useT();
  return (
    <section
      aria-labelledby="your-data-title"
      className="flex max-w-xl min-w-0 flex-col gap-6 rounded-lg border border-line p-4"
    >
      <h2 id="your-data-title" className="text-lg font-semibold">
        {t('dataExport.yourData')}
      </h2>
      <ExportPanel />
      <CloseAccountPanel />
    </section>
  );
}
