import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from './errors.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const INVALID_FILE_MESSAGE = 'Invalid file format. Accepted: images or PDF.';

export type SniffedType = { mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'application/pdf'; ext: string };

/** The type from the bytes themselves (magic numbers); the name and the declared type are ignored. */
export function sniffFile(bytes: Uint8Array): SniffedType | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts([0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', ext: 'gif' };
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return { mime: 'image/webp', ext: 'webp' };
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  return null;
}

export type StoredFile = { key: string; mime: SniffedType['mime']; size: number; originalName: string };

/**
 * Where uploads live. Disk under DATA_DIR/uploads today; an S3-compatible store can implement the
 * same three calls. Keys are random (128 bits) and never derived from the user's file name.
 */
export type FileStorage = {
  save: (file: File) => Promise<StoredFile>;
  read: (key: string) => Promise<Uint8Array>;
  remove: (key: string) => Promise<void>;
};

/** Refuses anything that is not a real image or PDF (415) or is too large (413), before writing. */
export async function checkUpload(file: unknown): Promise<{ bytes: Uint8Array; type: SniffedType; name: string }> {
  if (!(file instanceof File)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_MESSAGE);
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `File is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffFile(bytes);
  if (!type || bytes.length === 0) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_MESSAGE);
  return { bytes, type, name: file.name.slice(0, 200) };
}

export function createDiskStorage(dataDir: string): FileStorage {
  const root = join(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{32}\.[a-z]{3,4}$/.test(key)) throw new AppError(404, 'NOT_FOUND', 'File not found');
    return join(root, key);
  };
  return {
    save: async (file) => {
      const { bytes, type, name } = await checkUpload(file);
      await mkdir(root, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await writeFile(pathOf(key), bytes, { mode: 0o600 });
      return { key, mime: type.mime, size: bytes.length, originalName: name };
    },
    read: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch {
        throw new AppError(404, 'NOT_FOUND', 'File not found');
      }
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The HTTP answer for a stored file: inline, typed, never sniffed or cached by the browser. */
export function fileResponse(bytes: Uint8Array, mime: string, downloadName: string): Response {
  const safeName = downloadName.replace(/[^\w.-]+/g, '_') || 'file';
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': mime,
      'content-disposition': `inline; filename="${safeName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
