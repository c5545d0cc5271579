import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The strings a PDF draws, in drawing order, one per text run, read back with pdf.js (Mozilla's
 * PDF reader): it decodes embedded, subset Unicode fonts through their ToUnicode maps, as a
 * reader shows the text. Empty runs are left out.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const texts: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item && item.str !== '') texts.push(item.str);
    }
  } finally {
    await doc.destroy();
  }
  return texts;
}

/** The page footers the PDF draws ("Page 2 of 3"), in drawing order: one per page. */
export async function pdfPageFooters(bytes: Uint8Array): Promise<string[]> {
  return (await pdfText(bytes)).filter((t) => /^Page \d+ of \d+$/.test(t));
}
