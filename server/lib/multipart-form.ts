import type { Context } from 'hono';
import { AppError } from './errors.ts';
import { checkFormText } from './validate.ts';

export type MultipartForm = { fields: Record<string, string>; files: Record<string, File> };

export const isMultipart = (c: Context): boolean =>
  (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Reads a multipart/form-data body into text fields and files (415 for another content type,
 * 400 when it cannot be parsed). A repeated key keeps its last value, as a browser form would.
 */
export async function readMultipart(c: Context): Promise<MultipartForm> {
  if (!isMultipart(c)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be multipart/form-data');
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'Request body is not valid multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof File) files[key] = value;
    else if (typeof value === 'string') fields[key] = value;
  }
  checkFormText(fields, files);
  return { fields, files };
}
