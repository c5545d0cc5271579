import { translate } from '../../../lib/i18n/i18n.ts';
import { liabilityProofSchema, type LiabilityProof } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** GET /api/proof-of-liabilities/me: the caller's leaf and path; null when the latest snapshot holds no leaf of theirs. */
export async function getMyProof(): Promise<LiabilityProof | null> {
  const failed = translate('pol.error.myProof');
  try {
    return await callApi(async () => {
      const parsed = liabilityProofSchema.safeParse(await api.get('proof-of-liabilities/me').json());
      if (!parsed.success) throw new ApiError(failed, { code: 'INVALID_RESPONSE' });
      return parsed.data;
    }, failed);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
