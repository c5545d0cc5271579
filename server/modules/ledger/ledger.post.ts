import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TransactionType } from '../../../src/contract/transaction-types.ts';
import type { Tx } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { humanCode } from '../../lib/secrets.ts';
import { isSystemWalletId } from './ledger.accounts.ts';
import { lockWallets } from './ledger.lock.ts';

/** receive_money is only how a send_money looks to its recipient; it is never stored. */
export type LedgerType = Exclude<TransactionType, 'receive_money'>;
export type LedgerStatus = 'completed' | 'pending' | 'failed' | 'reversed';
export type WalletRow = typeof wallets.$inferSelect;

/** Credit positive, debit negative; a transaction's postings sum to zero. */
export type Posting = { walletId: string; amountCents: number };

export type PostInput = {
  type: LedgerType;
  description: string;
  userId: string | null;
  counterpartyUserId?: string | null;
  amountCents: number;
  chargeCents?: number;
  status?: LedgerStatus;
  reversesId?: string | null;
  metadata?: Record<string, unknown>;
  postings: Posting[];
  /** Defaults to the current time; callers pass deps.now() so tests can move the clock. */
  at?: Date;
  /** Runs once the user wallets are locked, before the balance check: counts that must not race (daily limits). */
  underLock?: (locked: ReadonlyMap<string, WalletRow>) => Promise<void>;
  /** The refusal when a user wallet would go negative (message and field may be tailored). */
  insufficient?: { message?: string; field?: string };
};

export type LedgerTransaction = {
  id: string;
  reference: string;
  type: LedgerType;
  description: string;
  userId: string | null;
  counterpartyUserId: string | null;
  amountCents: number;
  chargeCents: number;
  status: LedgerStatus;
  createdAt: Date;
};

export type PostResult = {
  transaction: LedgerTransaction;
  /** The touched user wallets after the posting, in id order. */
  wallets: WalletRow[];
  /** Each touched user wallet's balance before the posting. */
  before: ReadonlyMap<string, number>;
  /** The net change per wallet id (user and system). */
  deltas: ReadonlyMap<string, number>;
};

export const newReference = (): string => `TRX${humanCode(10)}`;

const pgArray = (values: Array<string | number>): string => `{${values.join(',')}}`;

/**
 * The one way money moves. Inside the caller's database transaction: locks the touched user
 * wallets in id order with one SELECT ... FOR UPDATE (lockWallets; a transaction that posts more
 * than once locks the union of its wallets before its first post), refuses (422
 * INSUFFICIENT_FUNDS, nothing written) if any would go below zero, then writes the transaction,
 * its entries and the cached balances in a single statement. System accounts are never locked; their balance is derived.
 * A reference collision (50 random bits) would surface as a unique violation and roll back.
 */
export async function post(tx: Tx, input: PostInput): Promise<PostResult> {
  const deltas = new Map<string, number>();
  let sum = 0;
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amountCents)) throw new Error(`posting amount is not an integer: ${p.amountCents}`);
    deltas.set(p.walletId, (deltas.get(p.walletId) ?? 0) + p.amountCents);
    sum += p.amountCents;
  }
  if (sum !== 0) throw new Error(`postings must sum to zero, got ${sum}`);
  for (const [id, d] of deltas) if (d === 0) deltas.delete(id);
  if (deltas.size < 2) throw new Error('a ledger transaction needs at least two non-zero postings');
  const chargeCents = input.chargeCents ?? 0;
  if (
    !Number.isSafeInteger(input.amountCents) ||
    input.amountCents < 0 ||
    !Number.isSafeInteger(chargeCents) ||
    chargeCents < 0
  ) {
    throw new Error('transaction amount and charge must be non-negative integers');
  }

  const userIds = [...deltas.keys()].filter((id) => !isSystemWalletId(id)).sort();
  const lockedRows = await lockWallets(tx, userIds);
  const locked = new Map(lockedRows.map((w) => [w.id, w]));
  for (const id of userIds) {
    const row = locked.get(id);
    if (!row) throw new Error(`posting names an unknown wallet ${id}`);
    if (row.type === 'system') throw new Error(`system account ${id} is not in SYSTEM_ACCOUNTS`);
  }
  if (input.underLock) await input.underLock(locked);

  const before = new Map<string, number>();
  for (const row of lockedRows) {
    before.set(row.id, row.balanceCents);
    if (row.balanceCents + (deltas.get(row.id) ?? 0) < 0) {
      const field = input.insufficient?.field ?? 'amount';
      throw new AppError(
        422,
        'INSUFFICIENT_FUNDS',
        input.insufficient?.message ?? `Insufficient balance in your ${row.name}`,
        {
          [field]: 'exceeds the available balance',
        },
      );
    }
  }

  const at = input.at ?? new Date();
  const transaction: LedgerTransaction = {
    id: randomUUID(),
    reference: newReference(),
    type: input.type,
    description: input.description,
    userId: input.userId,
    counterpartyUserId: input.counterpartyUserId ?? null,
    amountCents: input.amountCents,
    chargeCents,
    status: input.status ?? 'completed',
    createdAt: at,
  };
  const entryIds = [...deltas.keys()];
  const atText = at.toISOString();
  await tx.execute(sql`
    WITH t AS (
      INSERT INTO ledger_transactions (id, reference, type, description, user_id, counterparty_user_id, amount_cents, charge_cents, status, reverses_id, metadata, created_at)
      VALUES (${transaction.id}, ${transaction.reference}, ${transaction.type}, ${transaction.description}, ${transaction.userId},
        ${transaction.counterpartyUserId}, ${transaction.amountCents}, ${chargeCents}, ${transaction.status}, ${input.reversesId ?? null},
        ${JSON.stringify(input.metadata ?? {})}::jsonb, ${atText}::timestamptz)
      RETURNING id
    ), e AS (
      INSERT INTO ledger_entries (transaction_id, wallet_id, amount_cents, created_at)
      SELECT t.id, p.wallet_id, p.amount_cents, ${atText}::timestamptz
      FROM t, unnest(${pgArray(entryIds)}::uuid[], ${pgArray(entryIds.map((id) => deltas.get(id) ?? 0))}::bigint[]) AS p(wallet_id, amount_cents)
    )
    UPDATE wallets w SET balance_cents = w.balance_cents + d.delta, updated_at = ${atText}::timestamptz
    FROM unnest(${pgArray(userIds)}::uuid[], ${pgArray(userIds.map((id) => deltas.get(id) ?? 0))}::bigint[]) AS d(id, delta)
    WHERE w.id = d.id
  `);

  const after = lockedRows.map((row) => ({
    ...row,
    balanceCents: row.balanceCents + (deltas.get(row.id) ?? 0),
    updatedAt: at,
  }));
  return { transaction, wallets: after, before, deltas };
}
