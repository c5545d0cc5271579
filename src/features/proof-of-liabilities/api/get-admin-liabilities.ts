import { translate } from '../../../lib/i18n/i18n.ts';
import { adminLiabilitiesSchema, type AdminLiabilities } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** GET /api/admin/proof-of-liabilities: snapshots, declared assets and their ratio to the latest total. */
export function getAdminLiabilities(): Promise<AdminLiabilities> {
  const failed = translate('pol.admin.error');
  return callApi(async () => {
    const parsed = adminLiabilitiesSchema.safeParse(await api.get('admin/proof-of-liabilities').json());
    if (!parsed.success) throw new ApiError(failed, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, failed);
}
