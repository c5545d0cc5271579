import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client, type S3Settings } from '../../server/lib/storage-s3.ts';

export const S3_TEST_BUCKET = 'wallet-uploads';

/** A real S3-compatible server (s3rver) of the test's own: a free port, a temp folder, one bucket. */
export class TestS3 {
  readonly dir = mkdtempSync(join(tmpdir(), 's3rver-'));
  private server: S3rver | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: this.dir,
      configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
    });
    this.port = (await this.server.run()).port;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  get settings(): S3Settings {
    return {
      bucket: S3_TEST_BUCKET,
      endpoint: `http://127.0.0.1:${this.port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
  }

  /** The server's environment variables for this bucket. */
  get env(): Record<string, string> {
    return {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: this.settings.endpoint ?? '',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
  }

  async keys(): Promise<string[]> {
    const listed = await s3Client(this.settings).send(new ListObjectsV2Command({ Bucket: S3_TEST_BUCKET }));
    return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
  }

  /** Empties the bucket between tests. */
  async clear(): Promise<void> {
    const client = s3Client(this.settings);
    for (const key of await this.keys())
      await client.send(new DeleteObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }));
  }

  async bytes(key: string): Promise<Buffer> {
    const got = await s3Client(this.settings).send(new GetObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key }));
    return Buffer.from((await got.Body?.transformToByteArray()) ?? []);
  }
}
