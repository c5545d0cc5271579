import { adminBadgeListSchema, type AdminBadge } from '../../../contract/badges.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** Every badge, active or not, in ladder order, with how many users hold it. */
export async function getAdminBadges(): Promise<AdminBadge[]> {
  return (await callApi(() => api.get('admin/badges').json(adminBadgeListSchema), DEFAULTS.fetchBadges)).badges;
}
