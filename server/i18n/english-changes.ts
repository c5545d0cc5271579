import type { Locale } from '../../src/contract/locales.ts';
import { localizedValues } from '../modules/mail/mail.wording.ts';
import { englishMatcher } from './english-templates.ts';
import { translate } from './translate.ts';

/**
 * A list of loosened protections as the server writes it in English for an admin's answer
 * ("Four-eyes threshold from 1,000.00 USD to off; Largest send from …"), in the reader's language.
 * The English words are the `phrase.*` templates of the mail catalogs (phrases.ts writes the same
 * changes from their phrases), so each label and value is found back and written again; amounts
 * the reader's way, names, hosts and fingerprints as they are.
 */

// Phrases a change's label or value can be: not the catch-all value, the change itself or sentences.
const NOT_PARTS = new Set(['phrase.value', 'phrase.change', 'phrase.passkeyAdded', 'phrase.securityEvent']);
const partOf = englishMatcher((id) => id.startsWith('phrase.') && !NOT_PARTS.has(id));

const CHANGE = /^(.+?) from (.+?) to (.+)$/s;

/** A label or value in `locale`: a phrase translated, an amount ("1,000.00 USD") or anything else kept (and localized). */
function partIn(locale: Locale, english: string): { text: string; known: boolean } {
  const known = partOf(english);
  if (known) return { text: translate(locale, known.id, localizedValues(locale, known.values)), known: true };
  return { text: String(localizedValues(locale, { value: english }).value), known: false };
}

/** The change list in `locale`, or undefined when it is not one (some label is not a known phrase). */
export function localizeChanges(locale: Locale, english: string): string | undefined {
  const said: string[] = [];
  for (const item of english.split('; ')) {
    const found = CHANGE.exec(item);
    if (!found) return undefined;
    const label = partIn(locale, found[1] ?? '');
    if (!label.known) return undefined;
    const [from, to] = [partIn(locale, found[2] ?? ''), partIn(locale, found[3] ?? '')];
    said.push(translate(locale, 'phrase.change', { label: label.text, from: from.text, to: to.text }));
  }
  return said.join('; ');
}
