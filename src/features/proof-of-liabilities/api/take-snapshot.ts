import { translate } from '../../../lib/i18n/i18n.ts';
import { liabilitySnapshotSchema, type LiabilitySnapshot } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** POST /api/admin/proof-of-liabilities: needs this session's step-up (403 STEP_UP_REQUIRED). */
export function takeSnapshot(): Promise<LiabilitySnapshot> {
  const failed = translate('pol.admin.takeError');
  return callApi(async () => {
    const parsed = liabilitySnapshotSchema.safeParse(await api.post('admin/proof-of-liabilities').json());
    if (!parsed.success) throw new ApiError(failed, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, failed);
}
