import { auditPageSchema, type AuditEntryView } from '../../../contract/admin-audit.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchAuditFailed = (): string => translate('admin.audit.error.fetch');
export type AuditFilter = { targetUser?: string | undefined; actor?: string | undefined; limit?: number };

export function getAuditLog(filter: AuditFilter, cursor?: string): Promise<Page<AuditEntryView>> {
  const searchParams = new URLSearchParams({ limit: String(filter.limit ?? 20) });
  if (filter.targetUser) searchParams.set('targetUser', filter.targetUser);
  if (filter.actor) searchParams.set('actor', filter.actor);
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('admin/audit', { searchParams }).json(auditPageSchema), fetchAuditFailed());
}
