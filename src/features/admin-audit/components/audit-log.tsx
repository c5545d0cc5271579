import { useCallback, useState } from 'react';
import type { AuditEntryView } from '../../../contract/admin-audit.ts';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { fetchAuditFailed, getAuditLog, type AuditFilter } from '../api/get-audit-log.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { actionLabel, describeChange, targetLabel } from '../describe-change.ts';

function Entry({ entry }: { entry: AuditEntryView }) {
  const t = useT();
  const change = describeChange(entry.before, entry.after);
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{actionLabel(entry.action)}</span>
        <time dateTime={entry.createdAt} className="text-caption whitespace-nowrap text-fg-muted">
          {formatLocalDateTimeWithZone(entry.createdAt)}
        </time>
      </div>
      <p className="text-label text-fg-muted">
        {t('admin.audit.byOn', {
          actor: entry.actor.username ?? entry.actor.id,
          target: targetLabel(entry.targetType, entry.targetId),
        })}
      </p>
      {change ? <p className="text-label [overflow-wrap:anywhere]">{change}</p> : null}
      {entry.reason ? <p className="text-sm">{t('admin.audit.reason', { reason: entry.reason })}</p> : null}
    </li>
  );
}

/** Admin actions, newest first, with who, what, when and before → after; optionally about one user. */
export function AuditLog({ filter }: { filter: AuditFilter }) {
  const { targetUser, actor, limit } = filter;
  const loadPage = useCallback(
    (cursor: string | undefined) => getAuditLog({ targetUser, actor, ...(limit ? { limit } : {}) }, cursor),
    [targetUser, actor, limit],
  );
  const t = useT();
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => fetchAuditFailed());
  const list = usePagedList(loadPage, fallback);
  return (
    <PagedListFrame
      state={{ ...list, itemCount: list.items.length }}
      loadingText={t('admin.audit.loading')}
      emptyText={t('admin.audit.empty')}
    >
      <ul aria-label={t('admin.audit.title')} className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {list.items.map((e) => (
          <Entry key={e.id} entry={e} />
        ))}
      </ul>
    </PagedListFrame>
  );
}
