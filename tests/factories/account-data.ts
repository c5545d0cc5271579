import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../server/db/client.ts';
import type { FileStorage } from '../../server/lib/uploads.ts';
import type { App } from '../../server/app.ts';
import { call, callRaw } from '../setup/http.ts';
import { ensureSteppedUp } from '../setup/step-up.ts';

/**
 * Reads a ZIP from its central directory with node:zlib, independently of the server's writer,
 * so a wrong offset, size or CRC field shows up here as a broken file.
 */
export function readZip(bytes: Uint8Array): Map<string, Buffer> {
  const buf = Buffer.from(bytes);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = buf.readUInt16LE(at + 10);
    const packed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const skip = nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + packed);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    if (data.length !== size) throw new Error(`${name}: size ${data.length} != ${size}`);
    files.set(name, data);
    at += 46 + skip;
  }
  return files;
}

export const requestExport = (app: App, token: string) =>
  call<{ export_id: string; code?: string }>(app, 'POST', '/api/account/export', { token });
export const closeAccount = (app: App, token: string) =>
  call<{ closed?: boolean; pseudonym?: string; code?: string; message?: string; errors?: Record<string, string> }>(
    app,
    'POST',
    '/api/account/close',
    { token },
  );

export async function steppedUpClose(app: App, token: string) {
  await ensureSteppedUp(app, token);
  return closeAccount(app, token);
}

export async function download(
  app: App,
  token: string,
  id: string,
): Promise<{ status: number; bytes: Uint8Array; type: string | null }> {
  const res = await callRaw(app, 'GET', `/api/account/exports/${id}`, { token });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

/** Every (table, column, row count) whose text holds one of `needles`, across every table of the schema. */
export async function personalDataLeft(q: Queryable, needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ t: string; c: string }>(
    q,
    sql`SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { t, c } of columns) {
    for (const needle of needles) {
      const rows = await queryRows<{ n: number }>(
        q,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(t)} WHERE strpos(lower(${sql.identifier(c)}::text), ${needle.toLowerCase()}) > 0`,
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${t}.${c} holds "${needle}"`);
    }
  }
  return found;
}

/** Every stored file whose bytes hold one of `needles`. */
export async function personalFilesLeft(storage: FileStorage, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for await (const { key } of storage.list()) {
    const text = Buffer.from(await new Response((await storage.read(key)).body).arrayBuffer())
      .toString('latin1')
      .toLowerCase();
    for (const needle of needles) if (text.includes(needle.toLowerCase())) found.push(`${key} holds "${needle}"`);
  }
  return found;
}
