import { useCallback } from 'react';
import { payoutFieldLabel } from '../../contract/payout-field-labels.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** The payout-account fields most operators use (src/contract/payout-field-labels.ts), in the reader's language. */
const KNOWN: Record<string, MessageId> = {
  iban: 'withdraw.field.iban',
  swift: 'withdraw.field.swift',
  bic: 'withdraw.field.swift',
  swift_bic: 'withdraw.field.swift',
  bank_name: 'withdraw.field.bankName',
  account_holder: 'withdraw.field.accountHolder',
  account_name: 'withdraw.field.accountHolder',
  account_number: 'withdraw.field.accountNumber',
  routing_number: 'withdraw.field.routingNumber',
  sort_code: 'withdraw.field.sortCode',
  wallet_address: 'withdraw.field.walletAddress',
  address: 'withdraw.field.walletAddress',
  network: 'withdraw.field.network',
  memo: 'withdraw.field.memo',
  tag: 'withdraw.field.destinationTag',
};

/** A saved account's field as people read it; a key the operator invented keeps its readable form. */
export function usePayoutFieldLabel(): (key: string) => string {
  const t = useT();
  return useCallback(
    (key: string) => {
      const id = KNOWN[key.toLowerCase()];
      return id ? t(id) : payoutFieldLabel(key);
    },
    [t],
  );
}
