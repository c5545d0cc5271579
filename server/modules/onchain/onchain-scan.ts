import { eq, sql } from 'drizzle-orm';
import { parseAbiItem, type Block, type Log, type PublicClient } from 'viem';
import type { Db } from '../../db/client.ts';
import { depositMethodEvm, onchainPayments } from '../../db/schema-onchain.ts';
import type { EvmSettingsRow } from './onchain-settings.ts';
import { computeCharge } from '../ledger/ledger.charge.ts';
import { unitsToCents } from './onchain-amounts.ts';
import { attributionOf } from './onchain-attribution.ts';
import { notifyAdmins } from './onchain-notices.ts';

export const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** Blocks read per getLogs call and per checkpoint commit. */
export const CHUNK_BLOCKS = 100;
/** Blocks one run reads at most per method, so a long catch-up yields to the other methods and jobs. */
export const RUN_BLOCKS = 2_000;
/** Where a method whose start block is unknown (RPC down at its creation) begins: this far behind the head. */
const FIRST_SCAN_DEPTH = 5_000;
/** The log index of a native-coin transfer (a transaction's value has no log). */
export const NATIVE_LOG_INDEX = -1;

import type { EvmMethod } from './onchain-attribution.ts';
export type { EvmMethod };
type Seen = {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  to: string;
  asset: string | null;
  units: bigint;
};

/** What a payment becomes on arrival: waiting for its confirmations, or an admin's decision. */
function classify(method: EvmMethod, p: Seen) {
  if (p.asset !== method.evm.tokenAddress)
    return { status: 'review' as const, reviewReason: 'wrong_asset' as const, amountCents: 0 };
  const amountCents = unitsToCents(p.units, method.evm.assetDecimals, method.rate);
  // Kept whole in amount_units; only an admin's explicit amount within the method's limits credits it.
  if (amountCents === null)
    return { status: 'review' as const, reviewReason: 'unrepresentable' as const, amountCents: 0 };
  const charge = computeCharge(amountCents, {
    fixedCents: method.chargeFixedCents,
    percentBasisPoints: method.chargePercentBp,
  });
  if (amountCents < method.minCents || charge >= amountCents)
    return { status: 'review' as const, reviewReason: 'under_minimum' as const, amountCents };
  if (amountCents > method.maxCents)
    return { status: 'review' as const, reviewReason: 'over_maximum' as const, amountCents };
  return { status: 'seen' as const, reviewReason: null, amountCents };
}

/** Native transfers of successful transactions to our addresses (a reverted transaction moved nothing). */
async function nativeTransfers(
  client: PublicClient,
  blocks: Block<bigint, true>[],
  ours: Map<string, string>,
): Promise<Seen[]> {
  const found: Seen[] = [];
  for (const block of blocks) {
    for (const t of block.transactions) {
      const to = t.to?.toLowerCase();
      if (!to || t.value === 0n || !ours.has(to)) continue;
      const receipt = await client.getTransactionReceipt({ hash: t.hash });
      if (receipt.status !== 'success') continue;
      found.push({
        txHash: t.hash,
        logIndex: NATIVE_LOG_INDEX,
        blockNumber: Number(block.number),
        blockHash: String(block.hash),
        to,
        asset: null,
        units: t.value,
      });
    }
  }
  return found;
}

const tokenTransfers = (logs: Log<bigint, number, false, typeof TRANSFER_EVENT, true>[]): Seen[] =>
  logs
    .filter((l) => !l.removed && l.args.to && l.args.value !== undefined && l.transactionHash && l.blockHash)
    .map((l) => ({
      txHash: String(l.transactionHash),
      logIndex: Number(l.logIndex),
      blockNumber: Number(l.blockNumber),
      blockHash: String(l.blockHash),
      to: String(l.args.to).toLowerCase(),
      asset: l.address.toLowerCase(),
      units: l.args.value ?? 0n,
    }));

/**
 * Records the payments of blocks from..to and moves the checkpoint to `to`, in one transaction:
 * a crash leaves either both or neither, and a rescan of the same blocks finds the same
 * (chain, tx, log index) keys. A payment seen again in another block (re-included after a reorg
 * before it was credited) takes its new block and waits again.
 */
async function recordChunk(
  db: Db,
  method: EvmMethod,
  seen: Seen[],
  ours: Map<string, string>,
  to: number,
  toHash: string,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    for (const p of seen) {
      const userId = ours.get(p.to);
      if (!userId) continue;
      const [row] = await tx
        .insert(onchainPayments)
        .values({
          methodId: method.id,
          chainId: method.evm.chainId,
          txHash: p.txHash,
          logIndex: p.logIndex,
          blockNumber: p.blockNumber,
          blockHash: p.blockHash,
          userId,
          address: p.to,
          assetAddress: p.asset,
          amountUnits: p.units.toString(),
          seenAt: at,
          ...classify(method, p),
        })
        .onConflictDoUpdate({
          target: [onchainPayments.chainId, onchainPayments.txHash, onchainPayments.logIndex],
          set: {
            blockNumber: p.blockNumber,
            blockHash: p.blockHash,
            status: sql`CASE WHEN ${onchainPayments.status} = 'dropped' THEN 'seen' ELSE ${onchainPayments.status} END`,
          },
          setWhere: sql`${onchainPayments.status} IN ('seen', 'dropped') AND ${onchainPayments.blockHash} <> ${p.blockHash}`,
        })
        .returning({
          status: onchainPayments.status,
          reason: onchainPayments.reviewReason,
          fresh: sql<boolean>`xmax = 0`,
        });
      if (row?.fresh && row.status === 'review') {
        await notifyAdmins(
          tx,
          {
            name: 'onchain_review',
            values: {
              to: p.to,
              reason: row.reason ?? '',
              units: String(p.units),
              txHash: p.txHash,
            },
          },
          'onchain_review',
          at,
        );
      }
    }
    await tx
      .update(depositMethodEvm)
      .set({ scannedBlock: to, scannedHash: toHash })
      .where(eq(depositMethodEvm.methodId, method.id));
    return seen.length;
  });
}

/** Where this run starts: after the checkpoint, or lower when the chain under it was reorganised. */
async function startAfter(client: PublicClient, evm: EvmSettingsRow, head: number): Promise<number> {
  const checkpoint = evm.scannedBlock ?? Math.max(-1, head - FIRST_SCAN_DEPTH);
  const rewind = Math.max(-1, Math.min(checkpoint, head) - evm.confirmations - 1);
  if (checkpoint > head) return rewind;
  if (evm.scannedBlock === null || evm.scannedHash === null || checkpoint < 0) return checkpoint;
  const block = await client.getBlock({ blockNumber: BigInt(checkpoint) });
  return block.hash === evm.scannedHash ? checkpoint : rewind;
}

/**
 * Reads blocks after the checkpoint up to the head (at most RUN_BLOCKS): ERC-20 Transfer logs to
 * our addresses from any contract (another token is recorded for review) and native transfers.
 * Returns how many blocks it read.
 */
export async function scanBlocks(
  db: Db,
  client: PublicClient,
  method: EvmMethod,
  head: number,
  now: () => Date,
): Promise<number> {
  const after = await startAfter(client, method.evm, head);
  const last = Math.min(head, after + RUN_BLOCKS);
  if (last <= after) return 0;
  const { owners: ours, takenElsewhere } = await attributionOf(db, method);
  for (let from = after + 1; from <= last; from += CHUNK_BLOCKS) {
    const to = Math.min(last, from + CHUNK_BLOCKS - 1);
    if (ours.size === 0) {
      // Nobody has an address yet: nothing to look for, only the checkpoint moves.
      const block = await client.getBlock({ blockNumber: BigInt(to) });
      await recordChunk(db, method, [], ours, to, String(block.hash), now());
      continue;
    }
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i));
    const [logs, blocks] = await Promise.all([
      client.getLogs({
        event: TRANSFER_EVENT,
        args: { to: [...ours.keys()] as `0x${string}`[] },
        fromBlock: BigInt(from),
        toBlock: BigInt(to),
        strict: true,
      }),
      Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
    ]);
    const seen = [...tokenTransfers(logs), ...(await nativeTransfers(client, blocks, ours))].filter(
      (p) => !takenElsewhere(p.to, p.asset),
    );
    await recordChunk(db, method, seen, ours, to, String(blocks.at(-1)?.hash), now());
  }
  return last - after;
}
