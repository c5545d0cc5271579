import { formatMoney } from '../../contract/cents.ts';
import type { DetailRow } from './detail-list.tsx';
import { translate } from '../../lib/i18n/i18n.ts';

/**
 * The one confirmation pattern of every money decision: what leaves which wallet, what arrives,
 * the fee, and the balance left after. Amounts are in currency units as the API sends them; the
 * balance after is worked out in cents from the paying wallet's balance shown on screen, so it is
 * what the ledger will show (the server still decides).
 */
export type Payment = {
  /** "Main Wallet", or the paying wallet's name. */
  from: string;
  /** What leaves the wallet in all (amount + fee where the fee is on top). */
  youPay: number;
  /** What arrives and where, e.g. ["They get", 100] or ["Invested in Gold plan", 250]. */
  theyGet?: { label: string; amount: number };
  fee: number;
  /** The paying wallet's balance now, when known. */
  balance: number | null;
  currency: string;
};

const toCents = (n: number) => Math.round(n * 100);

/** Built while rendering: the labels are read in the language on screen. */
export function paymentRows(p: Payment): DetailRow[] {
  const money = (n: number) => formatMoney(n, p.currency);
  const rows: DetailRow[] = [
    { label: translate('money.payment.youPayFrom', { wallet: p.from }), value: money(p.youPay), strong: true },
  ];
  if (p.theyGet) rows.push({ label: p.theyGet.label, value: money(p.theyGet.amount) });
  rows.push({
    label: translate('money.payment.fee'),
    value: p.fee > 0 ? money(p.fee) : translate('money.payment.noFee'),
  });
  if (p.balance !== null)
    rows.push({
      label: translate('money.payment.balanceAfter', { wallet: p.from }),
      value: money((toCents(p.balance) - toCents(p.youPay)) / 100),
    });
  return rows;
}
