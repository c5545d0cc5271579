import { translate } from '../../../lib/i18n/i18n.ts';
import { publicLiabilitiesSchema, type PublicLiabilities } from '../../../contract/proof-of-liabilities.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** GET /api/proof-of-liabilities (no sign-in): the latest snapshot and the last ones; null before the first. */
export async function getPublishedLiabilities(): Promise<PublicLiabilities | null> {
  const failed = translate('pol.error.published');
  try {
    return await callApi(async () => {
      const parsed = publicLiabilitiesSchema.safeParse(await api.get('proof-of-liabilities', publicCall).json());
      if (!parsed.success) throw new ApiError(failed, { code: 'INVALID_RESPONSE' });
      return parsed.data;
    }, failed);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
