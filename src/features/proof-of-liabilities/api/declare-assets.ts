import { translate } from '../../../lib/i18n/i18n.ts';
import {
  adminLiabilitiesSchema,
  type AdminLiabilities,
  type DeclaredAsset,
} from '../../../contract/proof-of-liabilities.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** PUT /api/admin/proof-of-liabilities/declared-assets: replaces the list. */
export function declareAssets(assets: DeclaredAsset[]): Promise<AdminLiabilities> {
  const failed = translate('pol.assets.error');
  return callApi(async () => {
    const parsed = adminLiabilitiesSchema.safeParse(
      await api.put('admin/proof-of-liabilities/declared-assets', { json: { assets } }).json(),
    );
    if (!parsed.success) throw new ApiError(failed, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, failed);
}
