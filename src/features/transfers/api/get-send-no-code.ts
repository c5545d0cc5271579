import { sendNoCodeSchema, type SendNoCode } from '../../../contract/step-up.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const NO_CODE_LOAD_FAILED = 'Failed to load your send-money confirmation setting';

/** GET /api/security/send-without-code: how much a day goes to people already paid without the code. */
export function getSendNoCode(): Promise<SendNoCode> {
  return callApi(() => api.get('security/send-without-code').json(sendNoCodeSchema), NO_CODE_LOAD_FAILED);
}
