import { formatUtcDateTime } from '../../../src/contract/date-time.ts';
import { localeFormat, type LocaleFormat } from '../../../src/contract/locale-format.ts';
import type { Locale } from '../../../src/contract/locales.ts';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { localizeDescription } from '../../i18n/english-templates.ts';
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
  type Fonts,
} from './statements.pdf-kit.ts';
import type { StatementData, StatementLine } from './statements.service.ts';

const LAYOUT: Array<Omit<Column, 'title'> & { id: string }> = [
  { id: 'date', width: 70, align: 'left' },
  { id: 'description', width: 193, align: 'left' },
  { id: 'in', width: 62, align: 'right' },
  { id: 'out', width: 62, align: 'right' },
  { id: 'fee', width: 54, align: 'right' },
  { id: 'balance', width: 74, align: 'right' },
];
const columnsIn = (locale: Locale): Column[] =>
  LAYOUT.map(({ id, ...col }) => ({ ...col, title: translate(locale, `documents.statement.column.${id}`) }));

/** What a statement says, in its holder's language: the words, and amounts and dates by the one formatter (UTC). */
type Words = { locale: Locale; fmt: LocaleFormat; t: (id: string, values?: Record<string, string | number>) => string };
const wordsOf = (locale: Locale): Words => ({
  locale,
  fmt: localeFormat(locale, 'UTC'),
  t: (id, values) => translate(locale, `documents.${id}`, values),
});
const SIZE = 8.5;
const LEAD = 11;
/** Footer space kept free at the bottom of every page. */
const BOTTOM = 52;

const cents = (w: Words, value: number): string => w.fmt.amount(value / 100);
const money = (w: Words, value: number): string => (value === 0 ? '' : cents(w, value));

/** The heading of every page: platform, title, holder, wallet and period. Returns the y below it. */
function pageHead(page: PDFPage, fonts: Fonts, s: StatementData, w: Words): number {
  const top = PAGE.height - PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  cellText(page, fonts.bold, 16, s.platform, PAGE.margin, 300, top - 14, 'left');
  cellText(page, fonts.bold, 12, w.t('statement.title'), right - 200, 200, top - 13, 'right');
  cellText(page, fonts.regular, 9, `${s.holder.name} (${s.holder.email})`, PAGE.margin, 300, top - 32, 'left');
  const wallet = w.t(`wallet.${s.wallet.type}`);
  cellText(page, fonts.regular, 9, `${wallet} - ${s.wallet.currency}`, right - 215, 215, top - 32, 'right');
  cellText(
    page,
    fonts.regular,
    9,
    w.t('statement.period', { from: w.fmt.date(s.period.from), to: w.fmt.date(s.period.to), count: s.lines.length }),
    PAGE.margin,
    515,
    top - 45,
    'left',
    MUTED,
  );
  page.drawLine({
    start: { x: PAGE.margin, y: top - 53 },
    end: { x: right, y: top - 53 },
    thickness: 0.75,
    color: RULE,
  });
  return top - 62;
}

/** The summary box on the first page: opening, in, out, fees, closing. */
function summary(page: PDFPage, fonts: Fonts, s: StatementData, w: Words, y: number): number {
  const items: Array<[string, number]> = [
    [w.t('statement.openingBalance'), s.openingCents],
    [w.t('statement.totalIn'), s.inCents],
    [w.t('statement.totalOut'), s.outCents],
    [w.t('statement.fees'), s.feeCents],
    [w.t('statement.closingBalance'), s.closingCents],
  ];
  const width = (PAGE.width - 2 * PAGE.margin) / items.length;
  page.drawRectangle({
    x: PAGE.margin,
    y: y - 36,
    width: PAGE.width - 2 * PAGE.margin,
    height: 36,
    borderColor: RULE,
    borderWidth: 0.75,
  });
  items.forEach(([label, value], i) => {
    const x = PAGE.margin + i * width;
    cellText(page, fonts.regular, 7.5, label, x + 6, width - 12, y - 13, 'right', MUTED);
    cellText(page, fonts.bold, 10, cents(w, value), x + 6, width - 12, y - 28, 'right');
  });
  return y - 50;
}

function rowCells(w: Words, line: StatementLine): string[] {
  return [
    w.fmt.date(new Date(line.date)),
    '',
    money(w, line.inCents),
    money(w, line.outCents),
    money(w, line.feeCents),
    cents(w, line.balanceCents),
  ];
}

/** One row: date and time, wrapped description with its reference, amounts right-aligned. */
function drawRow(
  page: PDFPage,
  fonts: Fonts,
  columns: Column[],
  cells: string[],
  description: string[],
  sub: string,
  y: number,
  shaded: boolean,
  bold = false,
): number {
  const lines = description.length + (sub ? 1 : 0);
  const height = Math.max(2, lines) * LEAD + 6;
  if (shaded)
    page.drawRectangle({ x: PAGE.margin, y: y - height, width: PAGE.width - 2 * PAGE.margin, height, color: SHADE });
  const font = bold ? fonts.bold : fonts.regular;
  let x = PAGE.margin;
  columns.forEach((col, i) => {
    if (i === 1) {
      description.forEach((text, n) =>
        cellText(page, font, SIZE, text, x + 3, col.width - 6, y - 11 - n * LEAD, 'left'),
      );
      if (sub)
        cellText(page, fonts.regular, 7, sub, x + 3, col.width - 6, y - 11 - description.length * LEAD, 'left', MUTED);
    } else cellText(page, font, SIZE, cells[i] ?? '', x + 3, col.width - 6, y - 11, col.align);
    x += col.width;
  });
  return y - height;
}

/**
 * The statement as an A4 PDF (pdf-lib): a heading on every page, the summary on the first, then
 * the table (opening row, one row per movement, closing row) flowing over as many pages as it needs,
 * with the table header repeated and "Page n of N" in the footer.
 */
export async function statementPdf(s: StatementData): Promise<Uint8Array> {
  const w = wordsOf(s.locale);
  const columns = columnsIn(s.locale);
  const { doc, fonts } = await newDocument(
    w.t('statement.documentTitle', {
      platform: s.platform,
      from: w.fmt.date(s.period.from),
      to: w.fmt.date(s.period.to),
    }),
    s.platform,
  );
  const descWidth = (columns[1]?.width ?? 0) - 6;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = summary(page, fonts, s, w, pageHead(page, fonts, s, w));
  y = headerRow(page, fonts, columns, y);
  const newPage = (): void => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = headerRow(page, fonts, columns, pageHead(page, fonts, s, w));
  };
  const rows: Array<{ cells: string[]; description: string[]; sub: string; bold?: boolean }> = [
    {
      cells: [w.fmt.date(s.period.from), '', '', '', '', cents(w, s.openingCents)],
      description: [w.t('statement.openingBalance')],
      sub: '',
      bold: true,
    },
    ...s.lines.map((l) => ({
      cells: rowCells(w, l),
      description: wrap(
        fonts.regular,
        SIZE,
        drawable(fonts.regular, localizeDescription(s.locale, l.description)),
        descWidth,
        3,
      ),
      sub: w.t('statement.moment', { at: formatUtcDateTime(l.date, s.locale), reference: l.reference }),
    })),
    {
      cells: [w.fmt.date(s.period.to), '', '', '', '', cents(w, s.closingCents)],
      description: [w.t('statement.closingBalance')],
      sub: '',
      bold: true,
    },
  ];
  rows.forEach((row, i) => {
    const needed = Math.max(2, row.description.length + (row.sub ? 1 : 0)) * LEAD + 6;
    if (y - needed < BOTTOM) newPage();
    y = drawRow(page, fonts, columns, row.cells, row.description, row.sub, y, i % 2 === 1, row.bold);
  });
  if (s.lines.length === 0)
    cellText(page, fonts.regular, SIZE, w.t('statement.noMovements'), PAGE.margin + 3, 300, y - 14, 'left', MUTED);
  footers(
    doc,
    fonts,
    w.t('statement.footer', { at: formatUtcDateTime(s.generatedAt, s.locale), currency: s.wallet.currency }),
    s.locale,
  );
  return save(doc);
}

export const save = (doc: PDFDocument): Promise<Uint8Array> => doc.save();
