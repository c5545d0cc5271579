import { jobsResponseSchema, type JobsResponse } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function getJobs(): Promise<JobsResponse> {
  return callApi(() => api.get('admin/jobs').json(jobsResponseSchema), translate('schema.engine.error'));
}
