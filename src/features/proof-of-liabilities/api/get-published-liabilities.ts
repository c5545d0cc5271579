import { publicLiabilitiesSchema, type PublicLiabilities } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const PUBLISHED_FAILED = 'Failed to load the published proof of liabilities';

/** GET /api/proof-of-liabilities (no sign-in): the latest snapshot and the last ones; null before the first. */
export async function getPublishedLiabilities(): Promise<PublicLiabilities | null> {
  try {
    return await callApi(async () => {
      const parsed = publicLiabilitiesSchema.safeParse(await api.get('proof-of-liabilities', publicCall).json());
      if (!parsed.success) throw new ApiError(PUBLISHED_FAILED, { code: 'INVALID_RESPONSE' });
      return parsed.data;
    }, PUBLISHED_FAILED);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
