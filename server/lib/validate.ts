import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest, type FieldErrors } from './errors.ts';

/** Whether the input holds a value at the issue's path (zod 4 leaves the input out of its issues). */
function presentAt(input: unknown, path: ReadonlyArray<PropertyKey>): boolean {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at !== undefined;
}

function toFieldErrors(error: z.ZodError, input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'is not an allowed field';
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : 'body';
    if (issue.code !== 'invalid_type') errors[field] ??= issue.message;
    else if (!presentAt(input, issue.path)) errors[field] ??= 'is required';
    // A value of the wrong type: the schema's own words, else the type it wants (never "is required").
    else errors[field] ??= issue.message.startsWith('Invalid input') ? `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}` : issue.message;
  }
  return errors;
}

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulField(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** Parses `input` with `schema`, or throws a 400 naming every bad field ("amount must be ..."). */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const nul = nulField(input, '');
  if (nul !== undefined) throw badRequest(`${nul || 'body'} must not contain NUL characters`, { [nul || 'body']: 'must not contain NUL characters' });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error, input);
  const [field, problem] = Object.entries(errors)[0] ?? ['body', 'is invalid'];
  const clean = problem.replace(/^(Amount) /, '');
  throw badRequest(`${field} ${clean}`, errors);
}

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/**
 * jsonBody's checks on a body already read, without their errors: the value, or undefined where
 * jsonBody would refuse (a hot path then hands the request to the route's ordinary chain).
 */
export function validJsonText<S extends z.ZodType>(contentType: string, text: string, schema: S): z.output<S> | undefined {
  if (!JSON_TYPE.test(contentType)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw) || nulField(raw, '') !== undefined) return undefined;
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** Reads a JSON body: 415 for another content type, 400 for malformed JSON, then validates. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!JSON_TYPE.test(type)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'Request body is not valid JSON');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'body must be a JSON object', { body: 'must be a JSON object' });
  }
  return parseWith(schema, raw);
}

/** Validates the query string; repeated keys keep the first value. */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
