import type * as core from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import es from 'zod/v4/locales/es.js';
import fr from 'zod/v4/locales/fr.js';
import ru from 'zod/v4/locales/ru.js';
import type { Locale } from '../../src/contract/locales.ts';

/**
 * zod's own default messages ("Too small: expected string to have >=1 characters") in the caller's
 * language, with the locales zod ships. The schemas are parsed once, in English, by the global
 * configuration; the issue an English default came from is re-rendered here when the error is
 * answered. A per-request switch of zod's global locale would race between concurrent requests,
 * and a per-parse map would need the caller's language before the body is read.
 */
const LOCALES: Record<Locale, () => { localeError: core.$ZodErrorMap }> = { en, es, fr, ru };
const maps = new Map<Locale, core.$ZodErrorMap>();

function mapOf(locale: Locale): core.$ZodErrorMap {
  let map = maps.get(locale);
  if (!map) {
    map = LOCALES[locale]().localeError;
    maps.set(locale, map);
  }
  return map;
}

/**
 * The issue as a locale map reads it. A finished issue has no input: only a wrong type's message
 * names what was received, and a wrong type's problem is the API's own words (validate.ts), never
 * zod's default.
 */
function rendered(locale: Locale, issue: core.$ZodIssue): string | undefined {
  if (issue.code === 'invalid_type') return undefined;
  const raw = { ...issue, input: undefined } as unknown as core.$ZodRawIssue;
  const out = mapOf(locale)(raw);
  if (out === undefined || out === null) return undefined;
  return typeof out === 'string' ? out : out.message;
}

/**
 * zod's default message of `issue` in `locale`, or undefined when the issue's message is not
 * zod's default (a schema's own words, which the API catalog translates).
 */
export function zodDefaultIn(locale: Locale, issue: core.$ZodIssue): string | undefined {
  if (rendered('en', issue) !== issue.message) return undefined;
  return locale === 'en' ? issue.message : rendered(locale, issue);
}
