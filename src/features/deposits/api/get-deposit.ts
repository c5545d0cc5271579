import { depositSchema, type Deposit } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

export function getDeposit(id: string): Promise<Deposit> {
  return callApi(
    () => api.get(`deposits/${encodeURIComponent(id)}`).json(depositSchema),
    DEPOSIT_DEFAULTS.fetchDeposit,
  );
}
