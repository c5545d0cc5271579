import { z } from 'zod';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

const currentSchema = z.object({ support_view: z.boolean(), expires_at: z.string().nullable() });
export type CurrentSupportView = z.infer<typeof currentSchema>;

/**
 * GET /api/support-view/current: whether this app is a read-only support view of an investor's
 * account, and when the view ends (the server refuses every write from it regardless).
 */
export function getCurrentSupportView(): Promise<CurrentSupportView> {
  return callApi(() => api.get('support-view/current').json(currentSchema), translate('supportView.error.current'));
}
