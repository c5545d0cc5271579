import { adminKycPageSchema, type AdminKycItem } from '../../../contract/kyc.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export type KycFilter = AdminKycItem['status'] | 'all';

export function adminListKyc(status: KycFilter, cursor: string | undefined): Promise<Page<AdminKycItem>> {
  const searchParams = new URLSearchParams({ status, limit: '20' });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('admin/kyc', { searchParams }).json(adminKycPageSchema),
    translate('kyc.admin.error.list'),
  );
}
