import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../../src/contract/locales.ts';
import { readServerCatalog, translate, type ServerMessageValues } from './translate.ts';

/**
 * Finds the catalog id and values of a text the server wrote in English, from the English catalog's
 * ICU templates: API messages (api-messages.ts) and ledger descriptions (localizeDescription below)
 * are written in English where they happen and put in the reader's language where they are shown.
 */
type Matcher = { id: string; pattern: RegExp; args: Array<{ name: string; plural: boolean }>; literal: number };

export type EnglishText = { id: string; values: ServerMessageValues };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression source of a compiled ICU message; plural branches become alternatives. */
function sourceOf(
  tokens: CompiledMessage,
  args: Matcher['args'],
  inPlural: boolean,
): { source: string; literal: number } {
  let source = '';
  let literal = 0;
  for (const token of tokens) {
    if (typeof token === 'string') {
      // Lingui keeps a plural's "#" as its own string token: the count.
      if (inPlural && token === '#') {
        source += '\\d+';
        continue;
      }
      source += escape(token);
      literal += token.length;
      continue;
    }
    const [name, type, format] = token;
    if (type === 'plural' && format && typeof format === 'object') {
      const branches = Object.entries(format)
        .filter(([key]) => key !== 'offset')
        .map(([, branch]) => sourceOf(branch as CompiledMessage, [], true));
      args.push({ name, plural: true });
      source += `(${branches.map((b) => b.source).join('|')})`;
      literal += Math.min(...branches.map((b) => b.literal));
      continue;
    }
    args.push({ name, plural: false });
    source += '(.+?)';
  }
  return { source, literal };
}

function build(accept: (id: string) => boolean) {
  const exact = new Map<string, string>();
  const patterns: Matcher[] = [];
  for (const [id, text] of Object.entries(readServerCatalog('en'))) {
    if (!accept(id)) continue;
    const tokens = compileMessageOrThrow(text);
    if (tokens.every((token) => typeof token === 'string')) {
      exact.set(tokens.join(''), id);
      continue;
    }
    const args: Matcher['args'] = [];
    const { source, literal } = sourceOf(tokens, args, false);
    patterns.push({ id, pattern: new RegExp(`^${source}$`, 's'), args, literal });
  }
  // The most specific template first: "{field} must be at least {min}" before "{field} {problem}".
  patterns.sort((a, b) => b.literal - a.literal);
  return { exact, patterns };
}

/**
 * A finder over the English templates whose ids `accept` takes, built at its first use. A plural
 * in a template matches any count and gives the count back as a number.
 */
export function englishMatcher(accept: (id: string) => boolean): (english: string) => EnglishText | undefined {
  let matchers: ReturnType<typeof build> | undefined;
  return (english) => {
    matchers ??= build(accept);
    const id = matchers.exact.get(english);
    if (id) return { id, values: {} };
    for (const matcher of matchers.patterns) {
      const found = matcher.pattern.exec(english);
      if (!found) continue;
      const values: ServerMessageValues = {};
      matcher.args.forEach((arg, i) => {
        const text = found[i + 1] ?? '';
        values[arg.name] = arg.plural ? Number(/\d+/.exec(text)?.[0] ?? 0) : text;
      });
      return { id: matcher.id, values };
    }
    return undefined;
  };
}

const descriptionOf = englishMatcher((id) => id.startsWith('documents.description.'));

/**
 * A ledger description in `locale`, for a document a person reads (the statement PDF). The ledger
 * keeps the English each posting wrote ("Sent to bob@example.com", "Deposit via Bank (DEP1)"): it is
 * what the API, the CSV and the admins' tools show. `documents.description.*` holds the same texts
 * as templates, so the English is found back and written in the reader's language; names,
 * references, plans and reasons stay as they were written. One with no template stays English.
 */
export function localizeDescription(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const known = descriptionOf(english);
  return known ? translate(locale, known.id, known.values) : english;
}
