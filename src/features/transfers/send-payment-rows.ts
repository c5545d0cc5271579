import { formatMoney } from '../../contract/cents.ts';
import type { DetailRow } from '../../components/money/detail-list.tsx';
import type { Translate } from '../../lib/i18n/use-t.ts';

type SendPayment = { youPay: number; theyGet: number; fee: number; balance: number | null; currency: string };

const toCents = (n: number) => Math.round(n * 100);

/**
 * The confirmation rows every money decision shows (src/components/money/payment-rows.ts), for a
 * send from the Main wallet, in the reader's language: what leaves, what arrives, the fee, and
 * the balance after (worked out in cents, as the ledger will show it).
 */
export function sendPaymentRows(t: Translate, p: SendPayment): DetailRow[] {
  const money = (n: number) => formatMoney(n, p.currency);
  const rows: DetailRow[] = [
    { label: t('send.row.youPayFromMain'), value: money(p.youPay), strong: true },
    { label: t('send.row.theyGet'), value: money(p.theyGet) },
    { label: t('send.row.fee'), value: p.fee > 0 ? money(p.fee) : t('send.row.noFee') },
  ];
  if (p.balance !== null)
    rows.push({ label: t('send.row.mainBalanceAfter'), value: money((toCents(p.balance) - toCents(p.youPay)) / 100) });
  return rows;
}
