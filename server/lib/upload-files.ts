import { AppError } from './errors.ts';

export type SniffedType = {
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf' | 'application/zip';
  ext: string;
};

/** A file the server itself wrote (a data export): stored without the upload sniffing, which takes only images and PDFs. */
export const SERVER_ZIP: SniffedType = { mime: 'application/zip', ext: 'zip' };

export type StoredFile = { key: string; mime: SniffedType['mime']; size: number; originalName: string };

/** A stored file being read: its bytes as a stream (never the whole file in memory) and its length. */
export type StoredObject = { body: ReadableStream<Uint8Array>; size: number };

/** The type from the bytes themselves (magic numbers); the name and the declared type are ignored. */
export function sniffFile(bytes: Uint8Array): SniffedType | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts([0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif' };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
    return { mime: 'image/webp', ext: 'webp' };
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

/** The 503 for uploads that cannot be stored or read now; `why` says which store and what failed, for the operator. */
export function storageUnavailable(why: string, cause?: unknown): AppError {
  const err = new AppError(
    503,
    'STORAGE_UNAVAILABLE',
    `File storage is unavailable right now: ${why}. Please try again in a few minutes.`,
  );
  if (cause !== undefined) (err as { cause?: unknown }).cause = cause;
  return err;
}

/** The HTTP answer for a stored file: streamed, inline, typed, never sniffed or cached by the browser. */
export function fileResponse(file: StoredObject, mime: string, downloadName: string): Response {
  const safeName = downloadName.replace(/[^\w.-]+/g, '_') || 'file';
  return new Response(file.body, {
    headers: {
      'content-type': mime,
      'content-length': String(file.size),
      'content-disposition': `inline; filename="${safeName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
