import { supportViewListSchema, type SupportViewRecord } from '../../../contract/trust.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const supportViewsLoadFailed = (): string => translate('supportView.error.list');

/**
 * GET /api/security/support-views: each time support opened a read-only view of this account,
 * newest first, with the reason they gave. The platform has no way for staff to sign in as a user;
 * this list is the whole of what they saw, and when.
 */
export async function listSupportViews(): Promise<SupportViewRecord[]> {
  const page = await callApi(
    () => api.get('security/support-views').json(supportViewListSchema),
    supportViewsLoadFailed(),
  );
  return page.items;
}

/** "Viewed by support on 28 Nov 2026, 10:15, reason: …": the sentence the Security page shows. */
export function supportViewSentence(view: SupportViewRecord): string {
  const at = new Date(view.opened_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return `Viewed by support on ${at}, reason: ${view.reason}`;
}
