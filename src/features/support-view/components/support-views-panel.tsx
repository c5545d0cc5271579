import { useState } from 'react';
import { Eye } from 'lucide-react';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { listSupportViews, supportViewsLoadFailed, supportViewSentence } from '../api/list-support-views.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * Security page: every time support looked at this account (read-only, for 30 minutes at most) and
 * why. Staff can look but never act for the investor, and never sign in as them.
 */
export function SupportViewsPanel() {
  const t = useT();
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => supportViewsLoadFailed());
  const { data, error, reload } = useResource(listSupportViews, fallback);

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (!data) body = <p className="text-sm text-fg-muted">{t('admin.supportViews.loading')}</p>;
  else if (data.length === 0) body = <p className="text-sm text-fg-muted">{t('admin.supportViews.none')}</p>;
  else
    body = (
      <ul className="flex flex-col gap-2" aria-label={t('admin.supportViews.list')}>
        {data.map((view) => (
          <li key={view.id} className="flex items-start gap-2 text-sm text-fg">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <span>{supportViewSentence(view)}</span>
          </li>
        ))}
      </ul>
    );
  return (
    <Panel title={t('admin.supportViews.title')}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-fg-muted">{t('admin.supportViews.explain')}</p>
        {body}
      </div>
    </Panel>
  );
}
