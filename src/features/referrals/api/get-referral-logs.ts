import { referralLogsSchema, type ReferralLog } from '../../../contract/referrals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

/** The `{ logs }` answer, as a page for "Load more". */
export async function getReferralLogs(cursor?: string): Promise<Page<ReferralLog>> {
  const searchParams = new URLSearchParams({ limit: '50' });
  if (cursor) searchParams.set('cursor', cursor);
  const body = await callApi(
    () => api.get('referrals/logs', { searchParams }).json(referralLogsSchema),
    translate('referral.error.fetchLogs'),
  );
  return { items: body.logs, nextCursor: body.nextCursor ?? null };
}
