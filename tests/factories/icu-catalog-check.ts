import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The catalog completeness rules shared by the client's and the server's catalogs: a language has
 * every English message and no other, none blank, each parses, keeps the English arguments and
 * has every plural form its own rules ask for (Russian: one, few, many), so no screen, mail or
 * error can show a key or a wrong form.
 */
type Shape = { args: Set<string>; plurals: Array<{ arg: string; keys: string[] }> };

function shapeOf(message: string): Shape {
  const shape: Shape = { args: new Set(), plurals: [] };
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [arg, type, format] = token;
      shape.args.add(arg);
      if (format === null || typeof format !== 'object') continue;
      const cases = Object.entries(format).filter(([key]) => key !== 'offset');
      // Lingui writes exact cases (=0) as "0"; the language's own categories are the others.
      if (type === 'plural') shape.plurals.push({ arg, keys: cases.map(([key]) => key) });
      for (const [, tokens] of cases) walk(tokens as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return shape;
}

/** Ids the language lacks or has beyond English, and blank messages. */
export function missingMessages(en: Record<string, string>, catalog: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(en)) if (!(id in catalog)) problems.push(`${id}: missing`);
  for (const [id, text] of Object.entries(catalog)) {
    if (!(id in en)) problems.push(`${id}: not in English`);
    else if (text.trim() === '') problems.push(`${id}: blank`);
  }
  return problems;
}

/** Messages that do not parse, change the English arguments or lack a plural form of `locale`. */
export function malformedMessages(
  locale: string,
  en: Record<string, string>,
  catalog: Record<string, string>,
): string[] {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const problems: string[] = [];
  for (const id of Object.keys(en).sort()) {
    const source = shapeOf(en[id] ?? '');
    let shape: Shape;
    try {
      shape = shapeOf(catalog[id] ?? '');
    } catch (error) {
      problems.push(`${id}: ${(error as Error).message}`);
      continue;
    }
    if ([...source.args].sort().join() !== [...shape.args].sort().join())
      problems.push(`${id}: arguments ${[...shape.args].join()} instead of ${[...source.args].join()}`);
    for (const plural of shape.plurals) {
      const missing = needed.filter((category) => !plural.keys.includes(category));
      if (missing.length) problems.push(`${id}: plural ${plural.arg} lacks ${missing.join(', ')}`);
    }
  }
  return problems;
}
