import { adminMailPageSchema, type AdminMail, type MailStatusView } from '../../../contract/admin-mail.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

export const FETCH_MAIL_FAILED = 'Failed to fetch the mail outbox';
export type MailFilter = MailStatusView | 'all';

export function getAdminMail(status: MailFilter, cursor?: string): Promise<Page<AdminMail>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (status !== 'all') searchParams.set('status', status);
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('admin/mail', { searchParams }).json(adminMailPageSchema), FETCH_MAIL_FAILED);
}
