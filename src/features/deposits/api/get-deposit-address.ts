import { depositAddressSchema, type DepositAddress } from '../../../contract/onchain.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** The signed-in investor's personal address of an on-chain method (the same on every call). */
export function getDepositAddress(methodId: string): Promise<DepositAddress> {
  return callApi(
    () => api.get(`deposits/methods/${encodeURIComponent(methodId)}/address`).json(depositAddressSchema),
    DEPOSIT_DEFAULTS.fetchAddress,
  );
}
