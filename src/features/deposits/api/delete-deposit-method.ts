import { z } from 'zod';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

const answer = z.object({ message: z.string(), deactivated: z.boolean() });

/** Deletes an unused method; one that deposits use is deactivated instead (the answer says which). */
export function deleteDepositMethod(id: string): Promise<z.infer<typeof answer>> {
  return callApi(
    () => api.delete(`admin/deposit-methods/${encodeURIComponent(id)}`).json(answer),
    DEPOSIT_DEFAULTS.deleteMethod,
  );
}
