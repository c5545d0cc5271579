import { stepUpStatusSchema, type StepUpStatus } from '../../contract/step-up.ts';
import { api, callApi } from '../api-client.ts';
import { translate } from '../i18n/i18n.ts';

/** GET /api/step-up: until when this session's step-up lasts, and whether a second factor is asked. */
export function getStepUpStatus(): Promise<StepUpStatus> {
  return callApi(() => api.get('step-up').json(stepUpStatusSchema), translate('form.stepUp.checkFailed'));
}
