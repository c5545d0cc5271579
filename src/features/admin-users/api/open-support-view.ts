import { supportViewOpenedSchema, type SupportViewOpened } from '../../../contract/trust.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const openSupportViewFailed = (): string => translate('admin.users.error.supportView');

/**
 * POST /api/admin/users/{id}/support-view: a read-only view of the investor's app for 30 minutes,
 * audited with `reason`. The answer's token opens that view and nothing else.
 */
export function openSupportView(userId: string, reason: string): Promise<SupportViewOpened> {
  return callApi(
    () =>
      api
        .post(`admin/users/${encodeURIComponent(userId)}/support-view`, { json: { reason } })
        .json(supportViewOpenedSchema),
    openSupportViewFailed(),
  );
}
