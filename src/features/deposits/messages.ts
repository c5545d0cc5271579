import { translate, type MessageId } from '../../lib/i18n/i18n.ts';

// The admin console's calls name ids of its own chunk (adminMoney.*), which only the console loads.
const IDS = {
  submitDeposit: 'deposit.error.submitDeposit',
  fetchMethods: 'deposit.error.fetchMethods',
  fetchKinds: 'adminMoney.error.fetchKinds',
  calculateCharge: 'deposit.error.calculateCharge',
  fetchDeposits: 'deposit.error.fetchDeposits',
  fetchDeposit: 'deposit.error.fetchDeposit',
  uploadProof: 'deposit.error.uploadProof',
  fetchProof: 'deposit.error.fetchProof',
  review: 'deposit.error.review',
  saveMethod: 'adminMoney.error.saveDepositMethod',
  deleteMethod: 'deposit.error.deleteMethod',
  fetchAddress: 'deposit.error.fetchAddress',
  fetchPayments: 'deposit.error.fetchPayments',
  fetchCardIssues: 'adminMoney.error.fetchCardIssues',
  decideCardIssue: 'adminMoney.error.decideCardIssue',
} as const satisfies Record<string, MessageId>;

/**
 * Default error messages of the deposit calls ("Failed to submit deposit" is in docs/product.md,
 * "Error catalogue", the others follow its wording): each read translates at that moment, so a
 * failure says it in the language active then.
 */
export const DEPOSIT_DEFAULTS = Object.defineProperties(
  {} as Record<keyof typeof IDS, string>,
  Object.fromEntries(Object.entries(IDS).map(([key, id]) => [key, { enumerable: true, get: () => translate(id) }])),
) as Readonly<Record<keyof typeof IDS, string>>;
