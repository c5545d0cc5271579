import { adminMailPageSchema, type AdminMail, type MailStatusView } from '../../../contract/admin-mail.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchMailFailed = (): string => translate('adminMoney.error.fetchMail');
export type MailFilter = MailStatusView | 'all';

export function getAdminMail(status: MailFilter, cursor?: string): Promise<Page<AdminMail>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (status !== 'all') searchParams.set('status', status);
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('admin/mail', { searchParams }).json(adminMailPageSchema), fetchMailFailed());
}
