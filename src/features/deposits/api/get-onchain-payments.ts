import { onchainPaymentListSchema, type OnchainPayment } from '../../../contract/onchain.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Payments seen to the investor's address of an on-chain method, with their confirmations. */
export function getOnchainPayments(methodId: string): Promise<OnchainPayment[]> {
  return callApi(
    () => api.get(`deposits/methods/${encodeURIComponent(methodId)}/payments`).json(onchainPaymentListSchema),
    DEPOSIT_DEFAULTS.fetchPayments,
  );
}
