import { deflateRawSync } from 'node:zlib';

/**
 * A minimal ZIP writer (deflate, no ZIP64, no encryption): no zip library is a dependency of the
 * product, and an export needs only to write a few dozen files of at most a few hundred MB, which
 * every unzip tool and operating system opens. Entries are compressed one at a time.
 */
export type ZipEntry = { name: string; data: Uint8Array | string };

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = (CRC_TABLE[(crc ^ (bytes[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS time and date fields, as ZIP stores them. */
function dosTime(at: Date): { time: number; date: number } {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((Math.max(at.getUTCFullYear(), 1980) - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

/** A little-endian record of 2- and 4-byte fields: [bytes, value] pairs in order. */
function record(fields: Array<[2 | 4, number]>): Buffer {
  const out = Buffer.alloc(fields.reduce((n, [size]) => n + size, 0));
  let at = 0;
  for (const [size, value] of fields) at = size === 2 ? out.writeUInt16LE(value, at) : out.writeUInt32LE(value, at);
  return out;
}

/** Bit 11 of the flags: names are UTF-8. Method 8: deflate. */
const UTF8 = 0x0800;
const DEFLATE = 8;

export function writeZip(entries: ZipEntry[], at: Date): Uint8Array<ArrayBuffer> {
  const { time, date } = dosTime(at);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data);
    const packed = deflateRawSync(raw);
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(raw);
    const common: Array<[2 | 4, number]> = [[2, UTF8], [2, DEFLATE], [2, time], [2, date], [4, crc], [4, packed.length], [4, raw.length], [2, name.length], [2, 0]];
    const local = record([[4, 0x04034b50], [2, 20], ...common]);
    const head = record([[4, 0x02014b50], [2, 20], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]]);
    parts.push(local, name, packed);
    central.push(head, name);
    offset += local.length + name.length + packed.length;
  }
  const centralSize = central.reduce((s, b) => s + b.length, 0);
  const end = record([[4, 0x06054b50], [2, 0], [2, 0], [2, entries.length], [2, entries.length], [4, centralSize], [4, offset], [2, 0]]);
  const all = Buffer.concat([...parts, ...central, end]);
  const bytes = new Uint8Array(all.length);
  bytes.set(all);
  return bytes;
}
