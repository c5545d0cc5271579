import { sendLimitsSchema, type SendLimits } from '../../../contract/transfers.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** The fallback when the limits cannot be read, in the language active at that moment. */
export const sendLimitsFailed = () => translate('send.error.fetchLimits');

/** Min, max, what is left today and the largest sendable amount, for the checks before Review. */
export function getSendLimits(): Promise<SendLimits> {
  return callApi(() => api.get('send-money/limits').json(sendLimitsSchema), sendLimitsFailed());
}
