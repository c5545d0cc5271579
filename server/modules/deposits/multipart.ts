import type { Context } from 'hono';
import { AppError } from '../../lib/errors.ts';
import { checkFormText } from '../../lib/validate.ts';

export type MultipartBody = { fields: Record<string, string>; files: Record<string, File> };

/**
 * A multipart (or urlencoded) form: text fields and files apart. Another content type is 415 and a
 * broken body 400, before anything is validated or written. A repeated field keeps its first value.
 */
export async function readForm(c: Context): Promise<MultipartBody> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data');
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'The form data could not be read', { body: 'is not valid form data' });
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, raw] of Object.entries(body)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') fields[key] = value;
    else if (value instanceof File) files[key] = value;
  }
  checkFormText(fields, files);
  return { fields, files };
}

/** The optional file field: absent or an empty file input (size 0, no name) counts as none. */
export function optionalFile(form: MultipartBody, name: string): File | undefined {
  const file = form.files[name];
  if (!file || (file.size === 0 && !file.name)) return undefined;
  return file;
}
