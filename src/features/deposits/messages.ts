/** Default error messages of the deposit calls; "Failed to submit deposit" is in docs/product.md, "Error catalogue", the others follow its wording. */
export const DEPOSIT_DEFAULTS = {
  submitDeposit: 'Failed to submit deposit',
  fetchMethods: 'Failed to fetch deposit methods',
  fetchKinds: 'Failed to fetch which deposit methods this server offers',
  calculateCharge: 'Failed to calculate charge',
  fetchDeposits: 'Failed to fetch deposits',
  fetchDeposit: 'Failed to fetch deposit',
  uploadProof: 'Failed to upload proof',
  fetchProof: 'Failed to fetch proof',
  review: 'Failed to update deposit',
  saveMethod: 'Failed to save deposit method',
  deleteMethod: 'Failed to delete deposit method',
  fetchAddress: 'Failed to fetch your deposit address',
  fetchPayments: 'Failed to fetch your payments',
  fetchCardIssues: 'Failed to fetch card refunds and disputes',
  decideCardIssue: 'Failed to update the refund or dispute',
} as const;
