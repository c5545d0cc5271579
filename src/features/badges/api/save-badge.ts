import { adminBadgeResultSchema, type AdminBadge, type BadgeInput } from '../../../contract/badges.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

/** Creates a badge (no id) or replaces one's terms (id); a bonus already paid is never paid again. */
export async function saveBadge(body: BadgeInput, id?: string): Promise<AdminBadge> {
  const request = id
    ? () => api.put(`admin/badges/${encodeURIComponent(id)}`, { json: body })
    : () => api.post('admin/badges', { json: body });
  return (await callApi(() => request().json(adminBadgeResultSchema), DEFAULTS.saveBadge)).badge;
}
