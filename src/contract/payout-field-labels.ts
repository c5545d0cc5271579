// Zod-free: the withdraw pages and the admin queue read it on every row.

/** Labels of the payout-account fields the platform and most operators use. */
const KNOWN: Record<string, string> = {
  iban: 'IBAN',
  swift: 'SWIFT/BIC',
  bic: 'SWIFT/BIC',
  swift_bic: 'SWIFT/BIC',
  bank_name: 'Bank name',
  account_holder: 'Account holder',
  account_name: 'Account holder',
  account_number: 'Account number',
  routing_number: 'Routing number',
  sort_code: 'Sort code',
  wallet_address: 'Wallet address',
  address: 'Wallet address',
  network: 'Network',
  memo: 'Memo',
  tag: 'Destination tag',
};

/** Short words written in capitals wherever they appear in a key ("paypal_id" → "PayPal ID" is not attempted). */
const UPPER = new Set(['iban', 'bic', 'swift', 'id', 'upi', 'ifsc', 'bsb', 'aba', 'trc20', 'erc20', 'bep20', 'usdt']);

/**
 * A payout-account field as people read it: "IBAN", "SWIFT/BIC", "Bank name", never the stored
 * key. A key the operator invented gets a readable label ("tax_id" → "Tax ID").
 */
export function payoutFieldLabel(key: string): string {
  const known = KNOWN[key.toLowerCase()];
  if (known) return known;
  const words = key
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => (UPPER.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
