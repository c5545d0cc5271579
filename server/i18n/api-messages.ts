import { formatUtcDateTime } from '../../src/contract/date-time.ts';
import { localeFormat } from '../../src/contract/locale-format.ts';
import type { Locale } from '../../src/contract/locales.ts';
import type { FieldErrors, FieldIssues } from '../lib/errors.ts';
import { localizeChanges } from './english-changes.ts';
import { englishMatcher, type EnglishText } from './english-templates.ts';
import { translate, type ServerMessageValues } from './translate.ts';
import { zodDefaultIn } from './zod-messages.ts';

/**
 * API error messages in the caller's language, in one place. Throw sites keep writing the English
 * message (it is what the API documents and tests pin); the English catalog (`api.*` ids) holds
 * the same texts as ICU templates, and this module finds the id and its values back from the
 * English text, then renders the caller's language. An English text with no catalog entry stays
 * English, so a new message is never lost, only untranslated until it gets an id.
 */

/** The composed "<field> <problem>" message of a one-field validation error: rendered, never matched. */
export const FIELD_MESSAGE_ID = 'api.validation.fieldProblem';

/** The catalog id and values of an English API message, or undefined when it has none. */
export const apiMessageOf: (english: string) => EnglishText | undefined = englishMatcher(
  (id) => id.startsWith('api.') && id !== FIELD_MESSAGE_ID,
);

/** formatCents' English amount ("1,234.50") and formatUtcDateTime's English moment ("Nov 28, 2026, 5:29 AM UTC"). */
const ENGLISH_AMOUNT = /^-?\d{1,3}(,\d{3})*\.\d{2}$/;
const ENGLISH_UTC_MOMENT = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}[\s\u202f][AP]M UTC$/;

/**
 * A value taken from an English message, in `locale`: an amount or a moment written again by the
 * language's formatter, a text the catalog knows (a hold's reason, an approval request's summary)
 * or a list of loosened protections translated, anything else
 * (a name, a reference, a field) as it is.
 */
function localValue(locale: Locale, value: string | number): string | number {
  if (typeof value === 'number') return value;
  if (ENGLISH_AMOUNT.test(value)) return localeFormat(locale, 'UTC').amount(Number(value.replace(/,/g, '')));
  if (ENGLISH_UTC_MOMENT.test(value)) {
    const at = new Date(value.replace(/\u202f/g, ' '));
    if (!Number.isNaN(at.getTime())) return formatUtcDateTime(at, locale);
  }
  const said = localizeText(locale, value);
  // The protections an admin loosened, listed in an answer ("Sent for approval: loosening …").
  return said !== value ? said : (localizeChanges(locale, value) ?? value);
}

function render(locale: Locale, known: EnglishText): string {
  const values: ServerMessageValues = {};
  for (const [name, value] of Object.entries(known.values)) values[name] = localValue(locale, value);
  return translate(locale, known.id, values);
}

/** An English API text in `locale`; itself when the catalog does not know it. */
export function localizeText(locale: Locale, english: string): string {
  if (locale === 'en') return english;
  const known = apiMessageOf(english);
  return known ? render(locale, known) : english;
}

/** A field's problem, then the "<field> <problem>" message built from it when the message is one. */
function fieldMessage(locale: Locale, message: string, errors: FieldErrors): string | undefined {
  for (const [field, problem] of Object.entries(errors)) {
    // parseWith drops a leading "Amount " the schema's own words start with (validate.ts).
    if (message !== `${field} ${problem}` && message !== `${field} ${problem.replace(/^(Amount) /, '')}`) continue;
    const own = message.slice(field.length + 1);
    return translate(locale, FIELD_MESSAGE_ID, { field, problem: localizeText(locale, own) });
  }
  return undefined;
}

/**
 * An error's message and per-field problems in `locale`; codes, field names and values stay as they
 * are. `issues`: the zod issue a problem was taken from, so zod's default words are said in the
 * language by zod's own locale (zod-messages.ts) instead of staying English.
 */
export function localizeError(
  locale: Locale,
  message: string,
  errors: FieldErrors | undefined,
  issues: FieldIssues = {},
): { message: string; errors: FieldErrors | undefined } {
  if (locale === 'en') return { message, errors };
  const problemOf = (field: string, problem: string) => {
    const issue = issues[field];
    return (issue && issue.message === problem && zodDefaultIn(locale, issue)) || localizeText(locale, problem);
  };
  const own = apiMessageOf(message);
  const shown =
    (errors && zodFieldMessage(locale, message, errors, issues)) ??
    (own ? render(locale, own) : ((errors && fieldMessage(locale, message, errors)) ?? message));
  if (!errors) return { message: shown, errors };
  const translated: FieldErrors = {};
  for (const [field, problem] of Object.entries(errors)) translated[field] = problemOf(field, problem);
  return { message: shown, errors: translated };
}

/** The "<field> <problem>" message of a field whose problem is zod's default, in `locale`. */
function zodFieldMessage(locale: Locale, message: string, errors: FieldErrors, issues: FieldIssues) {
  for (const [field, issue] of Object.entries(issues)) {
    if (errors[field] !== issue.message || message !== `${field} ${issue.message}`) continue;
    const problem = zodDefaultIn(locale, issue);
    if (problem) return translate(locale, FIELD_MESSAGE_ID, { field, problem });
  }
  return undefined;
}
