import { z } from 'zod';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export function deleteWithdrawalAccount(id: string): Promise<{ message: string }> {
  return callApi(
    () => api.delete(`withdrawal-accounts/${encodeURIComponent(id)}`).json(z.object({ message: z.string() })),
    WITHDRAW_DEFAULTS.deleteAccount,
  );
}
