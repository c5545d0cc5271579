import type { Locale } from '../../src/contract/locales.ts';
import { englishMatcher } from './english-templates.ts';
import { translate } from './translate.ts';

const descriptionOf = englishMatcher((id) => id.startsWith('documents.description.'));

/**
 * A ledger description in `locale`, for a document a person reads (the statement PDF). The ledger
 * keeps the English each posting wrote ("Sent to bob@example.com", "Deposit via Bank (DEP1)"): it is
 * what the API, the CSV and the admins' tools show, and what the postings of every module write.
 * `documents.description.*` holds the same texts as templates, so the English is found back and
 * written in the reader's language; names, references, plans and reasons stay as they were written.
 * A description with no template stays English.
 */
export function localizeDescription(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const known = descriptionOf(english);
  return known ? translate(locale, known.id, known.values) : english;
}
