import { stepUpStatusSchema, type StepUpRequest, type StepUpStatus } from '../contract/step-up.ts';
import { api, callApi } from './api-client.ts';

/** GET /api/step-up: until when this session's step-up lasts, and whether a second factor is asked. */
export function getStepUpStatus(): Promise<StepUpStatus> {
  return callApi(() => api.get('step-up').json(stepUpStatusSchema), 'Could not check your confirmation');
}

/** POST /api/step-up: the password, plus the code or a passkey when two-factor is on. */
export function stepUpNow(body: StepUpRequest): Promise<StepUpStatus> {
  return callApi(() => api.post('step-up', { json: body }).json(stepUpStatusSchema), 'Could not confirm it is you');
}
