import { Wrench } from 'lucide-react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import type { Maintenance } from '../../../lib/maintenance.ts';

/** The maintenance notice itself, with the formatter for its end: loaded when maintenance starts. */
export function MaintenanceNotice({ maintenance }: { maintenance: Maintenance }) {
  const t = useT();
  const until = maintenance.until ? screenFormat().dateTime(maintenance.until) : '';
  return (
    <div
      role="status"
      aria-label={t('maintenance.label')}
      className="flex items-start justify-center gap-2 border-b border-line bg-surface-2 px-4 py-2 text-center text-label font-medium text-fg"
    >
      <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {maintenance.message} {t('maintenance.paused')}
        {until ? ` ${t('maintenance.until', { at: until })}` : null}
      </span>
    </div>
  );
}
