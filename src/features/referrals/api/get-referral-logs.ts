import { referralLogsSchema, type ReferralLog } from '../../../contract/referrals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

/** The `{ logs }` answer, as a page for "Load more". */
export async function getReferralLogs(cursor?: string): Promise<Page<ReferralLog>> {
  const searchParams = new URLSearchParams({ limit: '50' });
  if (cursor) searchParams.set('cursor', cursor);
  const body = await callApi(
    () => api.get('referrals/logs', { searchParams }).json(referralLogsSchema),
    DEFAULTS.fetchReferralLogs,
  );
  return { items: body.logs, nextCursor: body.nextCursor ?? null };
}
