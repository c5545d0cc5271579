import type { FileStorage } from '../../lib/uploads.ts';
import { csvCell } from '../../lib/csv-cell.ts';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { ExportLists } from './account-export.repo.ts';

type Row = Record<string, unknown>;
type ZipEntry = { name: string; data: Uint8Array | string };

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** One CSV per list; its header is the list's columns (an empty list still gets its header when known). */
export function toCsv(rows: Row[]): string {
  const first = rows[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const lines = [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(cellText(r[c]))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

async function readAll(storage: FileStorage, key: string): Promise<Uint8Array> {
  const file = await storage.read(key);
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The export's ZIP: account.json (every list, machine-readable), a CSV per list, and the KYC
 * documents under kyc/. A document that can no longer be read is named in account.json instead.
 */
export async function buildExportZip(
  storage: FileStorage,
  lists: ExportLists,
  at: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const entries: ZipEntry[] = [];
  const missing: string[] = [];
  for (const doc of lists.kyc ?? []) {
    const key = typeof doc.document_key === 'string' ? doc.document_key : '';
    if (!key) continue;
    try {
      entries.push({ name: `kyc/${String(doc.id)}-${key}`, data: await readAll(storage, key) });
    } catch {
      missing.push(key);
    }
  }
  const json = {
    exported_at: at.toISOString(),
    format: 1,
    lists,
    ...(missing.length ? { unreadable_documents: missing } : {}),
  };
  entries.unshift({ name: 'account.json', data: JSON.stringify(json, null, 2) });
  for (const [name, rows] of Object.entries(lists)) entries.push({ name: `${name}.csv`, data: toCsv(rows) });
  // fflate writes the archive (deflate, CRC-32, the central directory); every entry is dated by the export.
  const files: Zippable = {};
  for (const e of entries) files[e.name] = [typeof e.data === 'string' ? strToU8(e.data) : e.data, { mtime: at }];
  return zipSync(files, { level: 6 }) as Uint8Array<ArrayBuffer>;
}
