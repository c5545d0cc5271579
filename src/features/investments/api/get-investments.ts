import { translate } from '../../../lib/i18n/i18n.ts';
import { investmentPageSchema, type Investment } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

/** One page of own investments, newest first. */
export function getInvestments(cursor?: string): Promise<Page<Investment>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('investments', { searchParams }).json(investmentPageSchema),
    translate('invest.error.fetchLogs'),
  );
}
