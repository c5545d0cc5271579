import { z } from 'zod';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

const answer = z.object({ message: z.string(), deactivated: z.boolean() });

/** Deletes an unused method; one in use is deactivated instead (the answer says which). */
export function deleteWithdrawalMethod(id: string): Promise<z.infer<typeof answer>> {
  return callApi(
    () => api.delete(`admin/withdrawal-methods/${encodeURIComponent(id)}`).json(answer),
    WITHDRAW_DEFAULTS.deleteMethod,
  );
}
