import { stepUpStatusSchema, type StepUpRequest, type StepUpStatus } from '../../contract/step-up.ts';
import { api, callApi } from '../api-client.ts';
import { translate } from '../i18n/i18n.ts';

/** POST /api/step-up: the password, plus the code or a passkey when two-factor is on. */
export function stepUpNow(body: StepUpRequest): Promise<StepUpStatus> {
  return callApi(() => api.post('step-up', { json: body }).json(stepUpStatusSchema), translate('form.stepUp.failed'));
}
