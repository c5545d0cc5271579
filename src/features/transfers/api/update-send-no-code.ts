import { sendNoCodeSchema, type SendNoCode } from '../../../contract/step-up.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** PUT /api/security/send-without-code: lowering needs nothing more; raising needs the step-up (403 STEP_UP_REQUIRED). */
export function updateSendNoCode(amount: number): Promise<SendNoCode> {
  return callApi(
    () => api.put('security/send-without-code', { json: { amount } }).json(sendNoCodeSchema),
    translate('send.error.saveNoCode'),
  );
}
