import { fieldErrorSentence, fieldProblem } from './i18n/field-problems.ts';

/** Reads a form's text fields into a plain object. */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string> };

/** What checkForm needs of a schema: zod's full build and zod/mini both have it (no import of either here). */
type FormSchema<T> = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
};

/** Validates form values with a contract schema; issues become per-field messages. */
export function checkForm<T>(schema: FormSchema<T>, values: unknown): Checked<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fieldErrors[key] ??= fieldProblem(issue.message);
  }
  return { ok: false, fieldErrors };
}

/**
 * "is required" -> "Email is required" ("Эл. почта: обязательное поле"); full sentences are kept as
 * they are. A problem may come straight from the API in English, so it is translated here too.
 */
export function describeFieldError(label: string, message: string): string {
  return /^\p{Ll}/u.test(message) ? fieldErrorSentence(label, message) : message;
}
