import { adminOnchainPaymentListSchema, type AdminOnchainPayment } from '../../../contract/onchain.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';

export type OnchainFilter = 'all' | 'review' | 'seen' | 'credited' | 'dropped' | 'resolved';

export function getAdminOnchainPayments(status: OnchainFilter): Promise<AdminOnchainPayment[]> {
  const searchParams = status === 'all' ? { limit: '100' } : { status, limit: '100' };
  return callApi(
    () => api.get('admin/onchain/payments', { searchParams }).json(adminOnchainPaymentListSchema),
    ONCHAIN_DEFAULTS.fetchPayments,
  );
}
