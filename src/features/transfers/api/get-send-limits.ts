import { sendLimitsSchema, type SendLimits } from '../../../contract/transfers.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const SEND_LIMITS_DEFAULT = 'Failed to fetch send limits';

/** Min, max, what is left today and the largest sendable amount, for the checks before Review. */
export function getSendLimits(): Promise<SendLimits> {
  return callApi(() => api.get('send-money/limits').json(sendLimitsSchema), SEND_LIMITS_DEFAULT);
}
