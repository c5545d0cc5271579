import { localeFormat } from '../../../src/contract/locale-format.ts';
import type { Locale } from '../../../src/contract/locales.ts';
import type { YearlySummary } from '../../../src/contract/statements.ts';
import { translate } from '../../i18n/translate.ts';
import {
  cellText,
  footers,
  headerRow,
  MUTED,
  newDocument,
  PAGE,
  RULE,
  SHADE,
  wrap,
  drawable,
  type Column,
} from './statements.pdf-kit.ts';

const LAYOUT: Array<Omit<Column, 'title'> & { id: string }> = [
  { id: 'year', width: 55, align: 'left' },
  { id: 'deposits', width: 80, align: 'right' },
  { id: 'withdrawals', width: 80, align: 'right' },
  { id: 'profit', width: 80, align: 'right' },
  { id: 'referral', width: 80, align: 'right' },
  { id: 'bonuses', width: 65, align: 'right' },
  { id: 'fees', width: 75, align: 'right' },
];

/** The yearly summary as an A4 PDF in the holder's language: one row per calendar year (UTC), the same figures as the CSV. */
export async function yearlyPdf(y: YearlySummary, locale: Locale): Promise<Uint8Array> {
  const t = (id: string, values?: Record<string, string | number>) =>
    translate(locale, `documents.yearly.${id}`, values);
  const fmt = localeFormat(locale, 'UTC');
  const money = (n: number): string => fmt.amount(Math.round(n * 100) / 100);
  const columns: Column[] = LAYOUT.map(({ id, ...col }) => ({ ...col, title: t(`column.${id}`) }));
  const { doc, fonts } = await newDocument(t('documentTitle', { platform: y.platform }), y.platform);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const top = PAGE.height - PAGE.margin;
  cellText(page, fonts.bold, 16, y.platform, PAGE.margin, 300, top - 14, 'left');
  cellText(page, fonts.bold, 12, t('title'), PAGE.width - PAGE.margin - 200, 200, top - 13, 'right');
  cellText(page, fonts.regular, 9, `${y.holder.name} (${y.holder.email})`, PAGE.margin, 400, top - 32, 'left');
  cellText(
    page,
    fonts.regular,
    9,
    t('subtitle', { currency: y.currency, count: y.years.length }),
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
  let at = headerRow(page, fonts, columns, top - 62);
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
    columns.forEach((col, n) => {
      cellText(page, n === 0 ? fonts.bold : fonts.regular, 9, cells[n] ?? '', x + 3, col.width - 6, at - 14, col.align);
      x += col.width;
    });
    at -= 20;
  });
  if (y.years.length === 0)
    cellText(page, fonts.regular, 9, t('noMovements'), PAGE.margin + 3, 300, at - 14, 'left', MUTED);
  // A language's longer note wraps onto a second line instead of running off the page.
  wrap(fonts.regular, 7.5, drawable(fonts.regular, t('note')), 515, 2).forEach((line, n) =>
    cellText(page, fonts.regular, 7.5, line, PAGE.margin, 515, at - 34 - n * 10, 'left', MUTED),
  );
  footers(doc, fonts, t('footer', { platform: y.platform }), locale);
  return doc.save();
}
