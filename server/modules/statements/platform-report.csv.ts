import type { MonthReport } from '../../../src/contract/admin-reports.ts';
import { csvCell } from '../../lib/csv-cell.ts';
import { centsText } from './statements.csv.ts';

const cents = (amount: number): number => Math.round(amount * 100);

/** The month report as one table (section, item, count, amount) a spreadsheet can total. */
export function monthReportCsv(r: MonthReport): string {
  const rows: Array<[string, string, number | '', number]> = [
    ['Deposits', 'Approved (gross)', r.deposits.count, r.deposits.amount],
    ['Deposits', 'Charges', '', r.deposits.fees],
    ['Withdrawals', 'Requested', r.withdrawals.requested.count, r.withdrawals.requested.amount],
    ['Withdrawals', 'Rejected and refunded', r.withdrawals.refunded.count, r.withdrawals.refunded.amount],
    ['Withdrawals', 'Paid out (gross)', r.withdrawals.paid.count, r.withdrawals.paid.amount],
    ['Withdrawals', 'Charges', '', r.withdrawals.paid.fees],
    ['Income', 'Fees earned', '', r.fees],
    ['Paid to users', 'Profit', '', r.profitPaid],
    ['Paid to users', 'Referral commissions', '', r.referralPaid],
    ['Paid to users', 'Badge bonuses', '', r.bonusesPaid],
    ['Early exits', 'Returned to wallets', r.earlyExits.count, r.earlyExits.returned],
    ['Early exits', 'Penalties (in fees earned)', '', r.earlyExits.penalties],
    ['Liabilities', 'User wallets at month start', '', r.liabilities.opening],
    ...r.liabilities.movements.map((m): [string, string, '', number] => [
      'Liabilities',
      `Movement: ${m.type}`,
      '',
      m.amount,
    ]),
    ['Liabilities', 'User wallets at month end', '', r.liabilities.closing],
    ['Held for users', 'Investments', '', r.held.investments],
    ['Held for users', 'Withdrawals payable', '', r.held.withdrawalsPayable],
  ];
  const lines = [
    ['Platform', r.platform].map(csvCell).join(','),
    ['Month', `${r.month} (UTC)`].map(csvCell).join(','),
    ['Reconciled', r.liabilities.reconciled ? 'yes' : 'NO'].map(csvCell).join(','),
    ['Generated', r.generatedAt].map(csvCell).join(','),
    '',
    'Section,Item,Count,Amount',
    ...rows.map(([section, item, count, amount]) =>
      [csvCell(section), csvCell(item), String(count), centsText(cents(amount))].join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
