import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AppError } from './errors.ts';
import { storageUnavailable, type StoredObject } from './upload-files.ts';
import { checkUpload, newUploadKey, UPLOAD_KEY, type FileStorage } from './uploads.ts';

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** Objects live under this prefix, so a bucket can be shared with other data. */
export const S3_PREFIX = 'uploads/';

export function s3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
    // An unreachable store must fail a request in seconds (503), not hold it for minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 2,
    // S3-compatible services (MinIO, R2, B2, s3rver) do not all take the SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/** What the operator reads in the 503's message and the log: the store and the SDK's own words. */
const why = (bucket: string, err: unknown) =>
  `the object store (bucket ${bucket}) did not answer: ${err instanceof Error ? err.name : 'error'}`;

/** Uploads in an S3-compatible bucket, streamed both ways through the SDK (lib-storage's Upload, never the whole file in memory). */
export function createS3Storage(s: S3Settings, client: S3Client = s3Client(s)): FileStorage {
  const objectKey = (key: string) => {
    if (!UPLOAD_KEY.test(key)) throw new AppError(404, 'NOT_FOUND', 'File not found');
    return `${S3_PREFIX}${key}`;
  };
  return {
    kind: 's3',
    save: async (file, made) => {
      const { type, name } = made ? { type: made, name: file.name } : await checkUpload(file);
      const key = newUploadKey(type);
      const upload = new Upload({
        client,
        // Parts of 5 MB, one at a time: at most one part is held in memory; a failed multipart upload is aborted.
        queueSize: 1,
        leavePartsOnError: false,
        params: {
          Bucket: s.bucket,
          Key: objectKey(key),
          Body: Readable.fromWeb(file.stream() as NodeWebStream<Uint8Array>),
          ContentType: type.mime,
          ContentLength: file.size,
        },
      });
      try {
        await upload.done();
      } catch (err) {
        // Whatever reached the store is removed again (best effort; the store may be the thing that is down).
        await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: objectKey(key) })).catch(() => undefined);
        throw storageUnavailable(`${why(s.bucket, err)}; nothing was saved`, err);
      }
      return { key, mime: type.mime, size: file.size, originalName: name };
    },
    read: async (key): Promise<StoredObject> => {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
        if (!got.Body) throw new AppError(404, 'NOT_FOUND', 'File not found');
        return { body: got.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: got.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof AppError) throw err;
        if (isMissing(err)) throw new AppError(404, 'NOT_FOUND', 'File not found');
        throw storageUnavailable(why(s.bucket, err), err);
      }
    },
    remove: async (key) => {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: objectKey(key) }));
      } catch (err) {
        throw storageUnavailable(why(s.bucket, err), err);
      }
    },
    list: async function* () {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: s.bucket, Prefix: S3_PREFIX })) {
        for (const o of page.Contents ?? []) {
          const key = o.Key?.slice(S3_PREFIX.length) ?? '';
          if (UPLOAD_KEY.test(key)) yield { key, modifiedMs: o.LastModified?.getTime() ?? Date.now() };
        }
      }
    },
    check: async () => {
      const probe = `${S3_PREFIX}.ready-probe-${process.pid}`;
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: probe, Body: 'probe' }));
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: probe }));
    },
  };
}
