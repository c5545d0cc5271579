import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../../src/contract/locales.ts';
import { activateLocale } from '../../../src/lib/i18n/i18n.ts';

const CATALOGS = join('src', 'i18n', 'catalogs');

/** One language's area files, as written (an import would be the compiled form). */
export function readCatalogAreas(locale: Locale): Array<[string, Record<string, string>]> {
  return readdirSync(join(CATALOGS, locale))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => [file, JSON.parse(readFileSync(join(CATALOGS, locale, file), 'utf8')) as Record<string, string>]);
}

export async function readCatalog(locale: Locale): Promise<Record<string, string>> {
  return Object.assign({}, ...readCatalogAreas(locale).map(([, messages]) => messages)) as Record<string, string>;
}

const ACCENTED: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'À',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
/** Every Latin letter accented: text that still reads in plain ASCII letters did not come from the catalog. */
const pseudo = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

/** The pseudo-locale: English's messages with the placeholders kept and every letter of their text accented. */
export async function activatePseudoLocale(): Promise<void> {
  const source = await readCatalog('en');
  const messages: Messages = {};
  for (const [id, text] of Object.entries(source)) messages[id] = compileMessage(text, pseudo);
  i18n.load('en-XA', messages);
  i18n.activate('en-XA');
}

export const resetLocale = () => activateLocale('en');

/** Visible words and accessible names in plain ASCII letters, less the data on the page (names, codes, amounts). */
export function untranslatedText(root: HTMLElement, data: readonly string[]): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  const words = texts.flatMap(
    (text) => data.reduce((rest, known) => rest.split(known).join(' '), text).match(/[A-Za-z]{2,}/g) ?? [],
  );
  return [...new Set(words)];
}
