import { adminInvestmentPageSchema, type AdminInvestment } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

export type AdminInvestmentFilter = { status: '' | 'active' | 'completed'; q: string };

export function getAdminInvestments(filter: AdminInvestmentFilter, cursor?: string): Promise<Page<AdminInvestment>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (filter.status) searchParams.set('status', filter.status);
  if (filter.q.trim()) searchParams.set('q', filter.q.trim());
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('admin/investments', { searchParams }).json(adminInvestmentPageSchema),
    translate('schema.admin.error'),
  );
}
