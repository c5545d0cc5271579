import type { Env } from '../env.ts';
import { createDiskStorage, type FileStorage } from './uploads.ts';

/**
 * The bucket when S3_BUCKET is set, else DATA_DIR/uploads. The S3 SDK is loaded only when a bucket
 * is configured, so a single-machine install does not carry it in memory.
 */
export async function openStorage(env: Pick<Env, 'dataDir' | 's3'>): Promise<FileStorage> {
  if (!env.s3) return createDiskStorage(env.dataDir);
  const { createS3Storage } = await import('./storage-s3.ts');
  return createS3Storage(env.s3);
}
