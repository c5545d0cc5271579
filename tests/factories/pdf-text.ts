import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, page by page, read back from the file itself (not from the code that drew
 * it): every content stream is inflated and each `<hex> Tj` string decoded (pdf-lib writes the
 * standard fonts' WinAnsi text as hex strings). Enough for the documents this app makes.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes);
  const texts: string[] = [];
  const whole = buffer.toString('latin1');
  // "stream" opening a stream's data, not the tail of an "endstream".
  const marker = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = marker.exec(whole)) !== null) {
    const start = match.index + match[0].length;
    const end = buffer.indexOf('endstream', start, 'latin1');
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(buffer.subarray(start, end)).toString('latin1');
    } catch {
      content = buffer.subarray(start, end).toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) texts.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    marker.lastIndex = end + 'endstream'.length;
  }
  return texts;
}

/** The page footers the PDF draws ("Page 2 of 3"), in drawing order: one per page. */
export function pdfPageFooters(bytes: Uint8Array): string[] {
  return pdfText(bytes).filter((t) => /^Page \d+ of \d+$/.test(t));
}
