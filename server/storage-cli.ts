import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { loadEnv } from './env.ts';
import { s3Client, S3_PREFIX, type S3Settings } from './lib/storage-s3.ts';
import { UPLOAD_KEY } from './lib/uploads.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

async function md5Of(path: string): Promise<Buffer> {
  const md5 = createHash('md5');
  for await (const chunk of createReadStream(path)) md5.update(chunk as Buffer);
  return md5.digest();
}

/**
 * True when the bucket already holds this file, verified by the store's own checksum: for a
 * single-part PUT the ETag is the MD5 of the bytes it holds (S3, MinIO, R2, B2; not with SSE-KMS).
 */
async function alreadyCopied(
  client: S3Client,
  s: S3Settings,
  key: string,
  size: number,
  md5: Buffer,
): Promise<boolean> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: `${S3_PREFIX}${key}` }));
    return head.ContentLength === size && head.ETag?.replaceAll('"', '') === md5.toString('hex');
  } catch {
    return false;
  }
}

/**
 * `uploads:copy-to-s3`: copies DATA_DIR/uploads to the bucket named by S3_BUCKET, keeping each key.
 * Resumable: a file already in the bucket with the same length and MD5 (the store's ETag) is skipped,
 * anything else (missing, cut, different) is copied again. Each copy is checked twice: Content-MD5
 * makes the store refuse damaged bytes, and the object's length and checksum are read back before it counts.
 * Local files are left in place; remove them once the servers run with S3_BUCKET.
 */
export async function copyUploadsToS3(): Promise<number> {
  const env = loadEnv();
  if (!env.s3) {
    err(
      'uploads:copy-to-s3: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as needed)',
    );
    return 2;
  }
  const s = env.s3;
  const client = s3Client(s);
  const root = join(env.dataDir, 'uploads');
  const names = (await readdir(root).catch(() => [] as string[])).filter((n) => UPLOAD_KEY.test(n)).sort();
  let copied = 0;
  let skipped = 0;
  const failed: string[] = [];
  for (const name of names) {
    const path = join(root, name);
    try {
      const { size } = await stat(path);
      const md5 = await md5Of(path);
      if (await alreadyCopied(client, s, name, size, md5)) {
        skipped += 1;
        continue;
      }
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: `${S3_PREFIX}${name}`,
          Body: createReadStream(path),
          ContentLength: size,
          ContentMD5: md5.toString('base64'),
          ContentType: MIME[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        }),
      );
      if (!(await alreadyCopied(client, s, name, size, md5)))
        throw new Error('the copy in the bucket does not match the local file');
      copied += 1;
    } catch (e) {
      failed.push(name);
      err(`  FAIL ${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  out(
    `uploads:copy-to-s3 ${root} -> s3://${s.bucket}/${S3_PREFIX}: ${names.length} files, ${copied} copied and verified, ${skipped} already there (verified), ${failed.length} failed`,
  );
  if (failed.length)
    err('uploads:copy-to-s3: some files were not copied; run the command again (it resumes where it stopped)');
  return failed.length ? 1 : 0;
}
