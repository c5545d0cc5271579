import { formatCents } from '../../../src/contract/cents.ts';
import type { PDFDocument, PDFPage } from 'pdf-lib';
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

const COLUMNS: Column[] = [
  { title: 'Date (UTC)', width: 70, align: 'left' },
  { title: 'Description', width: 193, align: 'left' },
  { title: 'In', width: 62, align: 'right' },
  { title: 'Out', width: 62, align: 'right' },
  { title: 'Fee', width: 54, align: 'right' },
  { title: 'Balance', width: 74, align: 'right' },
];
const SIZE = 8.5;
const LEAD = 11;
/** Footer space kept free at the bottom of every page. */
const BOTTOM = 52;

const money = (cents: number): string => (cents === 0 ? '' : formatCents(cents));

/** The heading of every page: platform, title, holder, wallet and period. Returns the y below it. */
function pageHead(page: PDFPage, fonts: Fonts, s: StatementData): number {
  const top = PAGE.height - PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  cellText(page, fonts.bold, 16, s.platform, PAGE.margin, 300, top - 14, 'left');
  cellText(page, fonts.bold, 12, 'Account statement', right - 200, 200, top - 13, 'right');
  cellText(page, fonts.regular, 9, `${s.holder.name} (${s.holder.email})`, PAGE.margin, 300, top - 32, 'left');
  cellText(page, fonts.regular, 9, `${s.wallet.name} - ${s.wallet.currency}`, right - 215, 215, top - 32, 'right');
  cellText(
    page,
    fonts.regular,
    9,
    `Period: ${s.period.label} (${s.period.from} to ${s.period.to}, UTC)`,
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
function summary(page: PDFPage, fonts: Fonts, s: StatementData, y: number): number {
  const items: Array<[string, number]> = [
    ['Opening balance', s.openingCents],
    ['Total in', s.inCents],
    ['Total out', s.outCents],
    ['Fees', s.feeCents],
    ['Closing balance', s.closingCents],
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
  items.forEach(([label, cents], i) => {
    const x = PAGE.margin + i * width;
    cellText(page, fonts.regular, 7.5, label, x + 6, width - 12, y - 13, 'right', MUTED);
    cellText(page, fonts.bold, 10, formatCents(cents), x + 6, width - 12, y - 28, 'right');
  });
  return y - 50;
}

function rowCells(line: StatementLine): string[] {
  return [
    line.date.slice(0, 10),
    '',
    money(line.inCents),
    money(line.outCents),
    money(line.feeCents),
    formatCents(line.balanceCents),
  ];
}

/** One row: date and time, wrapped description with its reference, amounts right-aligned. */
function drawRow(
  page: PDFPage,
  fonts: Fonts,
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
  COLUMNS.forEach((col, i) => {
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
  const { doc, fonts } = await newDocument(`${s.platform} statement ${s.period.from} to ${s.period.to}`, s.platform);
  const descWidth = (COLUMNS[1]?.width ?? 0) - 6;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = summary(page, fonts, s, pageHead(page, fonts, s));
  y = headerRow(page, fonts, COLUMNS, y);
  const newPage = (): void => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = headerRow(page, fonts, COLUMNS, pageHead(page, fonts, s));
  };
  const rows: Array<{ cells: string[]; description: string[]; sub: string; bold?: boolean }> = [
    {
      cells: [s.period.from, '', '', '', '', formatCents(s.openingCents)],
      description: ['Opening balance'],
      sub: '',
      bold: true,
    },
    ...s.lines.map((l) => ({
      cells: rowCells(l),
      description: wrap(fonts.regular, SIZE, drawable(fonts.regular, l.description), descWidth, 3),
      sub: `${l.date.slice(11, 16)} UTC - ${l.reference}`,
    })),
    {
      cells: [s.period.to, '', '', '', '', formatCents(s.closingCents)],
      description: ['Closing balance'],
      sub: '',
      bold: true,
    },
  ];
  rows.forEach((row, i) => {
    const needed = Math.max(2, row.description.length + (row.sub ? 1 : 0)) * LEAD + 6;
    if (y - needed < BOTTOM) newPage();
    y = drawRow(page, fonts, row.cells, row.description, row.sub, y, i % 2 === 1, row.bold);
  });
  if (s.lines.length === 0)
    cellText(page, fonts.regular, SIZE, 'No movements in this period.', PAGE.margin + 3, 300, y - 14, 'left', MUTED);
  footers(
    doc,
    fonts,
    `Generated ${s.generatedAt.toISOString()} - amounts in ${s.wallet.currency}, times in UTC; In - Out - Fee = change in balance`,
  );
  return save(doc);
}

export const save = (doc: PDFDocument): Promise<Uint8Array> => doc.save();
