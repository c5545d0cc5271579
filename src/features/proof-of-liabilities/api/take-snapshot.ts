import { liabilitySnapshotSchema, type LiabilitySnapshot } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

const FAILED = 'Failed to take the snapshot';

/** POST /api/admin/proof-of-liabilities: needs this session's step-up (403 STEP_UP_REQUIRED). */
export function takeSnapshot(): Promise<LiabilitySnapshot> {
  return callApi(async () => {
    const parsed = liabilitySnapshotSchema.safeParse(await api.post('admin/proof-of-liabilities').json());
    if (!parsed.success) throw new ApiError(FAILED, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, FAILED);
}
