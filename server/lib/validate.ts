import type { Context } from 'hono';
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import { AppError, badRequest, type FieldErrors, type FieldIssues } from './errors.ts';

/** Whether the input holds a value at the issue's path (zod 4 leaves the input out of its issues). */
function presentAt(input: unknown, path: ReadonlyArray<PropertyKey>): boolean {
  let at: unknown = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at !== undefined;
}

function toFieldErrors(error: z.ZodError, input: unknown): { errors: FieldErrors; issues: FieldIssues } {
  const errors: FieldErrors = {};
  const issues: FieldIssues = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'is not an allowed field';
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : 'body';
    if (errors[field] !== undefined) continue;
    if (issue.code !== 'invalid_type') {
      errors[field] = issue.message;
      // Kept so the answer can say zod's own default words in the caller's language (app.ts onError).
      issues[field] = issue;
    } else if (!presentAt(input, issue.path)) errors[field] = 'is required';
    // A value of the wrong type: the schema's own words, else the type it wants (never "is required").
    else
      errors[field] = issue.message.startsWith('Invalid input')
        ? `must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}`
        : issue.message;
  }
  return { errors, issues };
}

/** No request body of this API nests deeper; a deeper one is refused before anything walks it recursively. */
export const MAX_JSON_DEPTH = 32;

type BodyProblem = { field: string; problem: string };

/**
 * The first thing in a parsed body that no handler should see: a string holding a NUL character
 * (PostgreSQL text cannot store it) or nesting deeper than MAX_JSON_DEPTH (zod and the other
 * recursive walks would overflow the stack on 150,000 levels). Walks with its own stack, never
 * by recursion, so the walk itself cannot overflow.
 */
export function bodyProblem(value: unknown): BodyProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const at = item.value;
    if (typeof at === 'string') {
      if (at.includes('\u0000')) return { field: item.path || 'body', problem: 'must not contain NUL characters' };
      continue;
    }
    if (at === null || typeof at !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      return {
        field: item.path.split('.')[0] || 'body',
        problem: `must not be nested more than ${MAX_JSON_DEPTH} levels deep`,
      };
    }
    const entries = Object.entries(at);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, inner] = entries[i] as [string, unknown];
      stack.push({ value: inner, path: item.path ? `${item.path}.${key}` : key, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/**
 * A multipart form's text fields and file names, checked as a JSON body is: a NUL in a file's
 * name used to reach the INSERT of its row and fail there (500). Throws a 400 naming the field.
 */
export function checkFormText(fields: Record<string, string>, files: Record<string, File>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (value.includes('\u0000'))
      throw badRequest(`${field} must not contain NUL characters`, { [field]: 'must not contain NUL characters' });
  }
  for (const [field, file] of Object.entries(files)) {
    if (file.name.includes('\u0000')) {
      throw badRequest(`${field} file name must not contain NUL characters`, {
        [field]: 'file name must not contain NUL characters',
      });
    }
  }
}

/** Parses `input` with `schema`, or throws a 400 naming every bad field ("amount must be ..."). */
export function parseWith<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const bad = bodyProblem(input);
  if (bad) throw badRequest(`${bad.field} ${bad.problem}`, { [bad.field]: bad.problem });
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const { errors, issues } = toFieldErrors(result.error, input);
  const [field, problem] = Object.entries(errors)[0] ?? ['body', 'is invalid'];
  const clean = problem.replace(/^(Amount) /, '');
  const error = badRequest(`${field} ${clean}`, errors);
  error.fieldIssues = issues;
  throw error;
}

const JSON_TYPE = /^application\/(.+\+)?json\b/i;

/**
 * jsonBody's checks and errors on a body already read as text (a route that also hashes the exact
 * text, as a keyed send does): 415 for another content type, 400 for malformed JSON, then validates.
 */
export function jsonText<S extends core.$ZodType>(contentType: string, text: string, schema: S): core.output<S> {
  if (!JSON_TYPE.test(contentType)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'Request body is not valid JSON');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'body must be a JSON object', { body: 'must be a JSON object' });
  }
  return parseWith(schema, raw);
}

/** Reads a JSON body: 415 for another content type, 400 for malformed JSON, then validates. */
export async function jsonBody<S extends core.$ZodType>(c: Context, schema: S): Promise<core.output<S>> {
  const type = c.req.header('content-type') ?? '';
  // The type first, so a body of another type is never read.
  if (!JSON_TYPE.test(type)) return jsonText(type, '', schema);
  const text = await c.req.text().catch(() => {
    throw new AppError(400, 'INVALID_JSON', 'Request body is not valid JSON');
  });
  return jsonText(type, text, schema);
}

/** Validates the query string; repeated keys keep the first value. */
export function queryParams<S extends core.$ZodType>(c: Context, schema: S): core.output<S> {
  return parseWith(schema, c.req.query());
}
