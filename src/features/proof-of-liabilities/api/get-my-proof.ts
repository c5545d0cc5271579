import { liabilityProofSchema, type LiabilityProof } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const MY_PROOF_FAILED = 'Failed to load your proof';

/** GET /api/proof-of-liabilities/me: the caller's leaf and path; null when the latest snapshot holds no leaf of theirs. */
export async function getMyProof(): Promise<LiabilityProof | null> {
  try {
    return await callApi(async () => {
      const parsed = liabilityProofSchema.safeParse(await api.get('proof-of-liabilities/me').json());
      if (!parsed.success) throw new ApiError(MY_PROOF_FAILED, { code: 'INVALID_RESPONSE' });
      return parsed.data;
    }, MY_PROOF_FAILED);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
