import { sendNoCodeSchema, type SendNoCode } from '../../../contract/step-up.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** The fallback when the setting cannot be read, in the language active at that moment. */
export const noCodeLoadFailed = () => translate('send.error.fetchNoCode');

/** GET /api/security/send-without-code: how much a day goes to people already paid without the code. */
export function getSendNoCode(): Promise<SendNoCode> {
  return callApi(() => api.get('security/send-without-code').json(sendNoCodeSchema), noCodeLoadFailed());
}
