import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PageSizes, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '../../../src/contract/locales.ts';
import { translate } from '../../i18n/translate.ts';

/** A4 in points, 40 pt margins: 515 pt of text width, readable printed or on a phone. */
export const PAGE = { width: PageSizes.A4[0], height: PageSizes.A4[1], margin: 40 };
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.82, 0.84, 0.87);
export const SHADE = rgb(0.95, 0.96, 0.97);

export type Fonts = { regular: PDFFont; bold: PDFFont };
export type Column = { title: string; width: number; align: 'left' | 'right' };

/**
 * DejaVu Sans Condensed (the npm package dejavu-fonts-ttf; about Helvetica's width, so the layout holds) is embedded, subset to the glyphs a statement
 * uses: the 14 standard PDF fonts speak WinAnsi only, so a Cyrillic, Greek or other non-Latin name
 * printed as "?". DejaVu covers Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and Arabic.
 * The files are read on the first PDF, not at start (about 1.4 MB kept afterwards).
 */
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

function loadFontFiles(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  fontFiles ??= Promise.all([
    readFile(join(dir, 'DejaVuSansCondensed.ttf')),
    readFile(join(dir, 'DejaVuSansCondensed-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

export async function newDocument(title: string, author: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = await loadFontFiles();
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setCreator(author);
  doc.setProducer('pdf-lib');
  const fonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
  };
  return { doc, fonts };
}

/**
 * Text the font can draw: a character it has no glyph for (an emoji, a script DejaVu lacks) is
 * drawn without its accents when that helps, else as '?', instead of failing the whole PDF.
 */
const charSets = new WeakMap<PDFFont, Set<number>>();

export function drawable(font: PDFFont, text: string): string {
  let known = charSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charSets.set(font, known);
  }
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 63;
    if (known.has(code)) out += ch;
    else {
      const plain = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += plain && [...plain].every((c) => known?.has(c.codePointAt(0) ?? 0)) ? plain : '?';
    }
  }
  return out;
}

/** Greedy word wrap to a width, at most `maxLines` lines (the last one cut with "..."). */
export function wrap(font: PDFFont, size: number, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) current = next;
    else {
      if (current) lines.push(current);
      current = word;
      while (font.widthOfTextAtSize(current, size) > width) {
        let cut = current.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1] ?? ''}...`;
  while (font.widthOfTextAtSize(last, size) > width && last.length > 3) last = `${last.slice(0, -4)}...`;
  kept[maxLines - 1] = last;
  return kept;
}

/** Draws text in a cell: left from x, or right-aligned against x + width (amounts). */
export function cellText(
  page: PDFPage,
  font: PDFFont,
  size: number,
  text: string,
  x: number,
  width: number,
  y: number,
  align: 'left' | 'right',
  color = INK,
): void {
  const drawn = drawable(font, text);
  const left = align === 'right' ? x + width - font.widthOfTextAtSize(drawn, size) : x;
  page.drawText(drawn, { x: left, y, size, font, color });
}

/** The size, at most `size`, at which a title fits its column: a language's longer word shrinks instead of overlapping the next. */
function fittedSize(font: PDFFont, text: string, size: number, width: number): number {
  const natural = font.widthOfTextAtSize(drawable(font, text), size);
  return natural <= width ? size : Math.max(5.5, (size * width) / natural);
}

/** The table's header row on a grey band; returns the y below it. */
export function headerRow(page: PDFPage, fonts: Fonts, columns: Column[], y: number): number {
  const height = 16;
  page.drawRectangle({ x: PAGE.margin, y: y - height, width: PAGE.width - 2 * PAGE.margin, height, color: SHADE });
  let x = PAGE.margin;
  for (const col of columns) {
    const size = fittedSize(fonts.bold, col.title, 8, col.width - 6);
    cellText(page, fonts.bold, size, col.title, x + 3, col.width - 6, y - 11, col.align);
    x += col.width;
  }
  return y - height;
}

/** "Page n of N" (in the reader's language) and a note in every page's footer, once the page count is known. */
export function footers(doc: PDFDocument, fonts: Fonts, note: string, locale: Locale): void {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawLine({
      start: { x: PAGE.margin, y: 34 },
      end: { x: PAGE.width - PAGE.margin, y: 34 },
      thickness: 0.5,
      color: RULE,
    });
    cellText(page, fonts.regular, 7.5, note, PAGE.margin, 380, 22, 'left', MUTED);
    cellText(
      page,
      fonts.regular,
      7.5,
      translate(locale, 'documents.page', { page: i + 1, pages: pages.length }),
      PAGE.width - PAGE.margin - 100,
      100,
      22,
      'right',
      MUTED,
    );
  });
}
