import { formatCents } from '../../../src/contract/cents.ts';
import type { YearlySummary } from '../../../src/contract/statements.ts';
import {
  cellText,
  footers,
  headerRow,
  MUTED,
  newDocument,
  PAGE,
  RULE,
  SHADE,
  type Column,
} from './statements.pdf-kit.ts';

const COLUMNS: Column[] = [
  { title: 'Year', width: 55, align: 'left' },
  { title: 'Deposits', width: 80, align: 'right' },
  { title: 'Withdrawals', width: 80, align: 'right' },
  { title: 'Profit earned', width: 80, align: 'right' },
  { title: 'Referral income', width: 80, align: 'right' },
  { title: 'Bonuses', width: 65, align: 'right' },
  { title: 'Fees paid', width: 75, align: 'right' },
];

const money = (n: number): string => formatCents(Math.round(n * 100));

/** The yearly summary as an A4 PDF: one row per calendar year (UTC), the same figures as the CSV. */
export async function yearlyPdf(y: YearlySummary): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(`${y.platform} yearly summary`, y.platform);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const top = PAGE.height - PAGE.margin;
  cellText(page, fonts.bold, 16, y.platform, PAGE.margin, 300, top - 14, 'left');
  cellText(page, fonts.bold, 12, 'Yearly summary', PAGE.width - PAGE.margin - 200, 200, top - 13, 'right');
  cellText(page, fonts.regular, 9, `${y.holder.name} (${y.holder.email})`, PAGE.margin, 400, top - 32, 'left');
  cellText(
    page,
    fonts.regular,
    9,
    `Calendar years (UTC), amounts in ${y.currency}`,
    PAGE.margin,
    515,
    top - 45,
    'left',
    MUTED,
  );
  page.drawLine({
    start: { x: PAGE.margin, y: top - 53 },
    end: { x: PAGE.width - PAGE.margin, y: top - 53 },
    thickness: 0.75,
    color: RULE,
  });
  let at = headerRow(page, fonts, COLUMNS, top - 62);
  y.years.forEach((r, i) => {
    if (i % 2 === 1)
      page.drawRectangle({ x: PAGE.margin, y: at - 20, width: PAGE.width - 2 * PAGE.margin, height: 20, color: SHADE });
    const cells = [
      String(r.year),
      money(r.deposits),
      money(r.withdrawals),
      money(r.profitEarned),
      money(r.referralIncome),
      money(r.bonuses),
      money(r.feesPaid),
    ];
    let x = PAGE.margin;
    COLUMNS.forEach((col, n) => {
      cellText(page, n === 0 ? fonts.bold : fonts.regular, 9, cells[n] ?? '', x + 3, col.width - 6, at - 14, col.align);
      x += col.width;
    });
    at -= 20;
  });
  if (y.years.length === 0)
    cellText(page, fonts.regular, 9, 'No movements yet.', PAGE.margin + 3, 300, at - 14, 'left', MUTED);
  const note =
    'Deposits credited before their fee; withdrawals requested less refunds; fees include deposit, exchange, send-money and withdrawal charges.';
  cellText(page, fonts.regular, 7.5, note, PAGE.margin, 515, at - 34, 'left', MUTED);
  footers(doc, fonts, `${y.platform} - yearly summary`);
  return doc.save();
}
