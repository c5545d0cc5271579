import { payoutFieldLabel } from '../../contract/payout-field-labels.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';

/** One detail an investor types into their banking app, with what the Copy button puts on the clipboard. */
export type BankDetail = { label: string; value: string; copy: string };

/** The labels of a bank transfer, as payout accounts name them (src/contract/payout-field-labels.ts). */
const BANK_LABELS = new Set([
  'IBAN',
  'SWIFT/BIC',
  'Bank name',
  'Account holder',
  'Account number',
  'Routing number',
  'Sort code',
]);
/** The words of those labels in the reader's language; IBAN and SWIFT/BIC read the same everywhere. */
export const BANK_LABEL_IDS: Readonly<Record<string, MessageId>> = {
  'Bank name': 'deposit.bank.bankName',
  'Account holder': 'deposit.bank.accountHolder',
  'Account number': 'deposit.bank.accountNumber',
  'Routing number': 'deposit.bank.routingNumber',
  'Sort code': 'deposit.bank.sortCode',
};
const ALIASES: Record<string, string> = {
  bank: 'bank_name',
  beneficiary: 'account_holder',
  beneficiary_name: 'account_holder',
  swift_code: 'swift',
  bic_code: 'bic',
};

const compact = (text: string) => text.replace(/\s+/g, '');

/** "Label: value" on a line of its own, e.g. "Bank name: Barclays" or "SWIFT/BIC: BUKBGB22". */
function fromLines(text: string): BankDetail[] {
  const found: BankDetail[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z][A-Za-z /_-]{1,30}?)\s*:\s*(\S.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, name = '', value = ''] = match;
    const key = name
      .trim()
      .toLowerCase()
      .replace(/[\s/-]+/g, '_');
    const label = payoutFieldLabel(ALIASES[key] ?? key);
    if (BANK_LABELS.has(label)) found.push({ label, value, copy: label === 'IBAN' ? compact(value) : value });
  }
  return found;
}

/** Details written in a sentence: "Transfer to Wallet Platform Ltd, IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22." */
function fromProse(text: string): BankDetail[] {
  const found: BankDetail[] = [];
  const holder = /\b(?:Transfer|Pay|Send)(?: the amount| money)? to ([A-Z][^,.;\n]{2,60}?)\s*[,;.\n]/.exec(text)?.[1];
  if (holder) found.push({ label: 'Account holder', value: holder, copy: holder });
  const iban = /\bIBAN:?\s+([A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){2,8})\b/.exec(text)?.[1];
  if (iban) found.push({ label: 'IBAN', value: iban, copy: compact(iban) });
  const bic = /\b(?:SWIFT\/BIC|BIC\/SWIFT|SWIFT|BIC)(?: code)?:?\s+([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/.exec(
    text,
  )?.[1];
  if (bic) found.push({ label: 'SWIFT/BIC', value: bic, copy: bic });
  return found;
}

/**
 * The bank details in a manual method's free-text instructions, each to be copied on its own:
 * labelled lines when the operator wrote them so, else the IBAN, SWIFT/BIC and payee found in the
 * sentence. Nothing found, nothing shown: the instructions themselves are always on the page.
 */
export function bankDetailsOf(instructions: string): BankDetail[] {
  const lines = fromLines(instructions);
  return lines.length > 0 ? lines : fromProse(instructions);
}
