import type { z } from 'zod';

/** Reads a form's text fields into a plain object. */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string> };

/** Validates form values with a contract schema; issues become per-field messages. */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/** "is required" -> "Email is required"; full sentences are kept as they are. */
export function describeFieldError(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
