import { sql } from 'drizzle-orm';
import { queryPreparedRows, withConflictRetry, type Db } from '../../db/client.ts';
import { isDatabaseUnavailable, pgError } from '../../lib/db-errors.ts';
import { sendBatchIsolated, sendBatchSize } from '../../lib/metrics.ts';

/** One call of send_money_request() as send_money_batch() takes it: a JSON object of its arguments. */
export type SendCall = Record<string, string | number | boolean | null | Record<string, string>>;
/** What send_money_request() answered one call. */
export type Outcome = {
  kind: 'unauthorized' | 'forbidden' | 'replay' | 'in_flight' | 'mismatch' | 'refused' | 'claimed' | 'preview' | 'sent';
  status: number | null;
  body: string | null;
};
type BatchOutcome = Omit<Outcome, 'kind'> & { ord: number; kind: Outcome['kind'] | 'error' | 'stale' };

export type SendQueueOptions = {
  /** The most sends one batch applies; kept under PostgreSQL's 64 cached subtransactions per transaction. */
  maxBatch: number;
  /** How long the first send of an idle queue waits for others before its batch goes; 0: the next turn of the event loop. */
  windowMs: number;
  /** Batches running at once: one connection each (PGlite has one). */
  maxInFlight: number;
};
/**
 * What every batch passes besides its sends. `texts` are the notices' and mail's texts per language
 * (transfers.texts.ts), kept between batches and built again when a batch finds them outdated.
 */
export type BatchContext = {
  defaults: string;
  feesWalletId: string;
  link: string;
  texts: { current: () => Promise<string>; refresh: () => Promise<string> };
};

/** A batch finding its texts outdated is sent again with new ones; wordings saved this often mean something is wrong. */
const TEXT_ATTEMPTS = 3;

/**
 * An error the batch's statement raised (a constraint, a failed cast, a RAISE): the transaction
 * is rolled back and nothing of the batch was written, so it may run again. Not a database that
 * went away (isDatabaseUnavailable: a lost connection, a shutdown, EPIPE), a conflict retried to
 * its limit (40), a shortage of resources (53), an operator's cancel (57), a system or internal
 * error (58, XX): after those the batch fails as it would have.
 */
function rolledBackByStatement(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code !== undefined && !isDatabaseUnavailable(err) && !/^(40|53|57|58|XX)/.test(code);
}

type Waiting = { call: SendCall; resolve: (o: Outcome) => void; reject: (err: unknown) => void };

/**
 * The send queue: concurrent sends are gathered and applied by send_money_batch() in one
 * statement, so one round trip and one commit carry many sends (group commit). A batch goes when
 * `maxBatch` sends wait, or `windowMs` after the first one, or as soon as a running batch ends;
 * sends are taken in arrival order, so none waits behind later ones. Each send still gets its own
 * answer; a batch whose statement fails (the database went away) fails each of its sends, and
 * nothing of it was written (one transaction). Deadlocks and serialization failures run the
 * batch again whole, and so does a batch that found its texts outdated (it wrote nothing).
 */
export function createSendQueue(db: Db, context: () => BatchContext, options: SendQueueOptions) {
  const waiting: Waiting[] = [];
  /** Cancels the flush scheduled for the first waiting send, if one is. */
  let cancelScheduled: (() => void) | undefined;
  let running = 0;

  const apply = async (batch: Waiting[]): Promise<void> => {
    running += 1;
    sendBatchSize.observe(batch.length);
    try {
      const { defaults, feesWalletId, link, texts } = context();
      const sends = JSON.stringify(batch.map((w) => w.call));
      const statement = (written: string, isolate: boolean) =>
        withConflictRetry(() =>
          queryPreparedRows<BatchOutcome>(
            db,
            isolate ? 'send_money_batch_isolated' : 'send_money_batch',
            sql`SELECT ord, kind, status, body FROM send_money_batch(${sends}::jsonb, ${defaults}::jsonb, ${feesWalletId}::uuid, ${link}, ${written}::jsonb, ${isolate})`,
          ),
        );
      // Without savepoints first; a send that raised rolled the whole batch back, so the batch
      // runs again with one savepoint per send, where only that send fails.
      const run = (written: string) =>
        statement(written, false).catch((err: unknown) => {
          if (!rolledBackByStatement(err)) throw err;
          sendBatchIsolated.inc();
          return statement(written, true);
        });
      let rows = await run(await texts.current());
      for (let attempt = 1; attempt < TEXT_ATTEMPTS && rows.some((r) => r.kind === 'stale'); attempt += 1)
        rows = await run(await texts.refresh());
      batch.forEach((w, i) => {
        const row = rows.find((r) => r.ord === i);
        if (!row) w.reject(new Error('send_money_batch answered no row for a send'));
        else if (row.kind === 'error') w.reject(new Error(`send_money_request failed: ${row.body ?? ''}`));
        else if (row.kind === 'stale') w.reject(new Error('send_money_batch found the texts outdated every time'));
        else w.resolve({ kind: row.kind, status: row.status, body: row.body });
      });
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      running -= 1;
      if (waiting.length) flush();
    }
  };

  function flush(): void {
    cancelScheduled?.();
    cancelScheduled = undefined;
    while (waiting.length && running < options.maxInFlight) void apply(waiting.splice(0, options.maxBatch));
  }

  const schedule = (): void => {
    if (running >= options.maxInFlight) return; // the running batch's end flushes
    if (waiting.length >= options.maxBatch) flush();
    else if (!cancelScheduled && options.windowMs > 0) {
      const t = setTimeout(flush, options.windowMs);
      cancelScheduled = () => clearTimeout(t);
    } else if (!cancelScheduled) {
      const i = setImmediate(flush);
      cancelScheduled = () => clearImmediate(i);
    }
  };

  return {
    /** Queues one call; answers its own outcome once its batch committed. */
    call(call: SendCall): Promise<Outcome> {
      return new Promise<Outcome>((resolve, reject) => {
        waiting.push({ call, resolve, reject });
        schedule();
      });
    },
  };
}
