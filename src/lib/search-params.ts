/**
 * Typed parsers for route search and path params. Route options load with the first page, and
 * zod's core (shared with the lazily loaded API schemas) would add about 27 KB gzipped to it, so
 * URLs are checked with these instead; every API body is still validated with zod. Search values
 * follow the router's rule: a bad one (an old link, a typo) is dropped, never an error page.
 */
export type RawParams = Record<string, unknown>;

/** Search params with every key optional: links may leave any of them out. */
export type OptionalSearch<T> = { [K in keyof T]?: T[K] };

/**
 * Types every key as optional. A bad value stays as an explicit `undefined`: the router merges
 * the raw search under the validated one, so only an explicit key hides the bad raw value.
 */
export function optionalKeys<T extends Record<string, unknown>>(values: T): OptionalSearch<T> {
  return values;
}

type TextRule = { max: number; trim?: boolean; pattern?: RegExp };

/** A string of at most `max` characters (after trimming when asked), matching `pattern` if given. */
export function optionalText(value: unknown, { max, trim = false, pattern }: TextRule): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  if (text.length > max || (pattern && !pattern.test(text))) return undefined;
  return text;
}

/** One of a fixed list of values. */
export function optionalOneOf<const T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The router parses `?banned=true` into a boolean; anything else is dropped. */
export function optionalFlag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** A calendar day as YYYY-MM-DD. */
export function optionalDay(value: unknown): string | undefined {
  return optionalText(value, { max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ });
}

/** A required path segment of 1 to `max` characters; a bad one throws, so the route shows its error state. */
export function requiredParam(raw: RawParams, key: string, max: number): string {
  const value = raw[key];
  if (typeof value !== 'string' || value.length < 1 || value.length > max)
    throw new Error(`Invalid ${key} in the address`);
  return value;
}
