import { jobsResponseSchema, type JobsResponse } from '../../../contract/investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function getJobs(): Promise<JobsResponse> {
  return callApi(() => api.get('admin/jobs').json(jobsResponseSchema), DEFAULTS.fetchJobs);
}
