import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from './errors.ts';
import { isStorageFull } from './db-errors.ts';
import { sniffFile, storageUnavailable, type SniffedType, type StoredFile, type StoredObject } from './upload-files.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const INVALID_FILE_MESSAGE = 'Invalid file format. Accepted: images or PDF.';
export const UPLOAD_KEY = /^[a-f0-9]{32}\.[a-z]{3,4}$/;

/**
 * Where uploads live: disk under DATA_DIR/uploads (below), or an S3-compatible bucket
 * (storage-s3.ts). Keys are random (128 bits), never derived from the user's file name. Files are
 * streamed both ways; a failed save leaves nothing behind.
 */
export type FileStorage = {
  kind: 'disk' | 's3';
  /** `made`: the type of a file the server wrote itself (skips the upload checks); uploads leave it out. */
  save: (file: File, made?: SniffedType) => Promise<StoredFile>;
  read: (key: string) => Promise<StoredObject>;
  remove: (key: string) => Promise<void>;
  /** Readiness: writes and deletes a probe where uploads go; throws when that fails. */
  check: () => Promise<void>;
  /** Every stored key with its last change (the start-up sweep of orphans, uploads-sweep.ts). */
  list: () => AsyncIterable<{ key: string; modifiedMs: number }>;
};

/** Refuses anything that is not a real image or PDF (415) or is too large (413), reading only the first bytes. */
export async function checkUpload(file: unknown): Promise<{ type: SniffedType; name: string }> {
  if (!(file instanceof File)) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_MESSAGE);
  if (file.size > MAX_UPLOAD_BYTES)
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `File is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  const type = file.size > 0 ? sniffFile(new Uint8Array(await file.slice(0, 16).arrayBuffer())) : null;
  if (!type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', INVALID_FILE_MESSAGE);
  return { type, name: file.name.slice(0, 200) };
}

export const newUploadKey = (type: SniffedType) => `${randomBytes(16).toString('hex')}.${type.ext}`;

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** A write that failed for lack of space stays a "storage full" 503; a folder we may not write is "storage unavailable". */
function writeFailure(err: unknown): unknown {
  if (isStorageFull(err)) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NOT_WRITABLE.has(code))
    return storageUnavailable('the uploads folder is not writable, nothing was saved', err);
  return err;
}

export type DiskOptions = {
  /** Tests: where file bytes are written (fails like a full disk without a full disk). */
  openWrite?: (path: string) => Writable;
};

export function createDiskStorage(dataDir: string, opts: DiskOptions = {}): FileStorage {
  const root = join(dataDir, 'uploads');
  const openWrite = opts.openWrite ?? ((path: string) => createWriteStream(path, { mode: 0o600, flags: 'wx' }));
  const pathOf = (key: string) => {
    if (!UPLOAD_KEY.test(key)) throw new AppError(404, 'NOT_FOUND', 'File not found');
    return join(root, key);
  };
  return {
    kind: 'disk',
    save: async (file, made) => {
      const { type, name } = made ? { type: made, name: file.name } : await checkUpload(file);
      const key = newUploadKey(type);
      const path = pathOf(key);
      try {
        await mkdir(root, { recursive: true });
        await pipeline(
          Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream<Uint8Array>),
          openWrite(path),
        );
      } catch (err) {
        // A full disk leaves a 0-byte or cut file: it must not stay behind without a row.
        await rm(path, { force: true }).catch(() => undefined);
        throw writeFailure(err);
      }
      return { key, mime: type.mime, size: file.size, originalName: name };
    },
    read: async (key) => {
      const path = pathOf(key);
      let size: number;
      try {
        size = (await stat(path)).size;
      } catch {
        throw new AppError(404, 'NOT_FOUND', 'File not found');
      }
      return { body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, size };
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    list: async function* () {
      for (const name of await readdir(root).catch(() => [] as string[])) {
        const info = UPLOAD_KEY.test(name) ? await stat(join(root, name)).catch(() => undefined) : undefined;
        if (info?.isFile()) yield { key: name, modifiedMs: info.mtimeMs };
      }
    },
    check: async () => {
      const probe = join(root, `.ready-probe-${process.pid}`);
      try {
        await mkdir(root, { recursive: true });
        await writeFile(probe, String(Date.now()));
      } finally {
        await rm(probe, { force: true }).catch(() => undefined);
      }
    },
  };
}
