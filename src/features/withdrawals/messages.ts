import { translate, type MessageId } from '../../lib/i18n/i18n.ts';

const IDS = {
  withdraw: 'withdraw.error.withdraw',
  calculateCharge: 'withdraw.error.calculateCharge',
  fetchMethods: 'withdraw.error.fetchMethods',
  fetchAccounts: 'withdraw.error.fetchAccounts',
  saveAccount: 'withdraw.error.saveAccount',
  deleteAccount: 'withdraw.error.deleteAccount',
  fetchWithdrawals: 'withdraw.error.fetchWithdrawals',
  review: 'withdraw.error.review',
  saveMethod: 'withdraw.error.saveMethod',
  deleteMethod: 'withdraw.error.deleteMethod',
  fetchProtection: 'withdraw.error.fetchProtection',
  fetchBatches: 'withdraw.error.fetchBatches',
  saveBatch: 'withdraw.error.saveBatch',
  exportBatch: 'withdraw.error.exportBatch',
} as const satisfies Record<string, MessageId>;

/**
 * Default error messages of the withdrawal calls, in the wording of docs/product.md, "Error
 * catalogue": each read translates at that moment, so a failure says it in the language active then.
 */
export const WITHDRAW_DEFAULTS = Object.defineProperties(
  {} as Record<keyof typeof IDS, string>,
  Object.fromEntries(Object.entries(IDS).map(([key, id]) => [key, { enumerable: true, get: () => translate(id) }])),
) as Readonly<Record<keyof typeof IDS, string>>;

export const KYC_FORM_PATH = '/user/kyc/form';
