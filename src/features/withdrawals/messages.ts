/** Default error messages of the withdrawal calls, in the wording of docs/product.md, "Error catalogue". */
export const WITHDRAW_DEFAULTS = {
  withdraw: 'Failed to submit withdrawal',
  calculateCharge: 'Failed to calculate charge',
  fetchMethods: 'Failed to fetch withdrawal methods',
  fetchAccounts: 'Failed to fetch withdrawal accounts',
  saveAccount: 'Failed to save withdrawal account',
  deleteAccount: 'Failed to delete withdrawal account',
  fetchWithdrawals: 'Failed to fetch withdrawals',
  review: 'Failed to update withdrawal',
  saveMethod: 'Failed to save withdrawal method',
  deleteMethod: 'Failed to delete withdrawal method',
  fetchProtection: 'Failed to check whether withdrawals are paused',
  fetchBatches: 'Failed to fetch payout batches',
  saveBatch: 'Failed to update the payout batch',
  exportBatch: 'Failed to export the payout batch',
} as const;

export const KYC_FORM_PATH = '/user/kyc/form';
