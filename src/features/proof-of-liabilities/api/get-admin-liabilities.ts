import { adminLiabilitiesSchema, type AdminLiabilities } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const ADMIN_LIABILITIES_FAILED = 'Failed to load the snapshots';

/** GET /api/admin/proof-of-liabilities: snapshots, declared assets and their ratio to the latest total. */
export function getAdminLiabilities(): Promise<AdminLiabilities> {
  return callApi(async () => {
    const parsed = adminLiabilitiesSchema.safeParse(await api.get('admin/proof-of-liabilities').json());
    if (!parsed.success) throw new ApiError(ADMIN_LIABILITIES_FAILED, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, ADMIN_LIABILITIES_FAILED);
}
