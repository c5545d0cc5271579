import { antiPhishingCodeSchema, type AntiPhishingCode } from '../../../contract/trust.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/**
 * PUT /api/security/anti-phishing-code: needs this session's step-up (403 STEP_UP_REQUIRED, which
 * the Security page answers with the step-up dialog), and 400 names `code` when it has another shape.
 */
export function setAntiPhishingCode(code: string): Promise<AntiPhishingCode> {
  return callApi(
    () => api.put('security/anti-phishing-code', { json: { code } }).json(antiPhishingCodeSchema),
    translate('antiPhishing.error.save'),
  );
}
