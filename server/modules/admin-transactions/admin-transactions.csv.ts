import type { LedgerFilter } from './admin-transactions.filter.ts';
import { CSV_COLUMNS } from '../../../src/contract/admin-transactions.ts';
import type { Queryable } from '../../db/client.ts';
import { toMillis, type Keyset } from '../ledger/ledger.cursor.ts';
import { keysetOf, ledgerBatch, type LedgerRow } from './admin-transactions.repo.ts';

/** Rows per query: large enough to keep round trips few, small enough that memory stays flat. */
export const CSV_BATCH = 5_000;

/** Exact decimal text of integer cents, without float arithmetic or thousands separators. */
function centsText(value: unknown): string {
  const cents = BigInt(String(value));
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** RFC 4180 quoting, and a leading ' on text a spreadsheet would run as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (r: LedgerRow) =>
  [
    toMillis(r.ts),
    r.reference,
    r.type,
    r.status,
    centsText(r.amount_cents),
    centsText(r.charge_cents),
    r.username ?? '',
    r.counterparty_username ?? '',
    r.description,
  ]
    .map(cell)
    .join(',');

/**
 * The filtered rows as CSV, read in keyset batches as the client consumes the stream: memory
 * stays at one batch whatever the row count, and a client that goes away stops the reading. Each
 * batch is its own short query within the session's statement and lock timeouts; the first runs
 * before the answer starts, so a timeout there is a 503 rather than a cut download.
 */
export async function csvStream(q: Queryable, filter: LedgerFilter): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let pending: LedgerRow[] | undefined = await ledgerBatch(q, filter, undefined, CSV_BATCH);
  let after: Keyset | undefined;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(`${CSV_COLUMNS.join(',')}\r\n`));
      },
      async pull(controller) {
        if (done) return;
        const rows = pending ?? (await ledgerBatch(q, filter, after, CSV_BATCH));
        pending = undefined;
        const last = rows.at(-1);
        if (rows.length > 0) controller.enqueue(encoder.encode(`${rows.map(line).join('\r\n')}\r\n`));
        if (!last || rows.length < CSV_BATCH) {
          done = true;
          controller.close();
          return;
        }
        after = keysetOf(last);
      },
      cancel() {
        done = true;
      },
    },
    // Pull one batch at a time: the next query runs only when the previous chunk was taken.
    { highWaterMark: 1 },
  );
}
