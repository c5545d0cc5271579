import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { BlockNotFoundError, type PublicClient } from 'viem';
import { depositMethodEvm, onchainPayments } from '../../db/schema-onchain.ts';
import type { Deps } from '../../lib/context.ts';
import { onchainBlocksBehind, onchainPaymentsCounted, onchainRpcErrors } from '../../lib/metrics.ts';
import { listDepositMethods } from '../deposits/deposit-methods.service.ts';
import { creditPayment, dropPayment } from './onchain-credit.ts';
import { notifyAdmins } from './onchain-notices.ts';
import { rpcClient } from './onchain-rpc.ts';
import { assertRpcUrlAllowed } from './rpc-url-guard.ts';
import { scanBlocks, type EvmMethod } from './onchain-scan.ts';

/** Backoff of a method whose RPC failed: 2 s, 4 s, 8 s ... at most a minute between tries. */
export const backoffMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
/** How far below the head credited payments are still checked for a (deep) reorganisation. */
const DEEP_REORG_WINDOW = 256;

/**
 * The canonical hash at `n`, or null when the chain is now shorter than that. Any other failure
 * throws (the run backs off): an RPC hiccup must never read as "the block is gone" and drop a payment.
 */
async function canonicalHash(
  client: PublicClient,
  n: number,
  cache: Map<number, string | null>,
): Promise<string | null> {
  if (!cache.has(n)) {
    const hash = await client.getBlock({ blockNumber: BigInt(n) }).then(
      (b) => String(b.hash),
      (err: unknown) => {
        if (err instanceof BlockNotFoundError) return null;
        throw err;
      },
    );
    cache.set(n, hash);
  }
  return cache.get(n) ?? null;
}

/**
 * Seen payments: dropped when their block is no longer canonical, credited once they have the
 * confirmations (the block of the payment counts as the first). Credited payments still near the
 * head are checked too: one whose block was replaced is reported to the admins, once.
 */
async function settle(deps: Deps, client: PublicClient, method: EvmMethod, head: number): Promise<void> {
  const hashes = new Map<number, string | null>();
  const waiting = await deps.db
    .select()
    .from(onchainPayments)
    .where(and(eq(onchainPayments.methodId, method.id), eq(onchainPayments.status, 'seen')))
    .orderBy(onchainPayments.blockNumber);
  for (const p of waiting) {
    if ((await canonicalHash(client, p.blockNumber, hashes)) !== p.blockHash) {
      if (await dropPayment(deps.db, p.id)) onchainPaymentsCounted.inc({ outcome: 'dropped' });
      continue;
    }
    if (head - p.blockNumber + 1 >= method.evm.confirmations && (await creditPayment(deps, method, p)))
      onchainPaymentsCounted.inc({ outcome: 'credited' });
  }
  const credited = await deps.db
    .select()
    .from(onchainPayments)
    .where(
      and(
        eq(onchainPayments.methodId, method.id),
        inArray(onchainPayments.status, ['credited', 'resolved']),
        isNull(onchainPayments.reorgReportedAt),
        gte(onchainPayments.blockNumber, head - DEEP_REORG_WINDOW),
      ),
    );
  for (const p of credited) {
    if ((await canonicalHash(client, p.blockNumber, hashes)) === p.blockHash) continue;
    const [marked] = await deps.db
      .update(onchainPayments)
      .set({ reorgReportedAt: deps.now() })
      .where(and(eq(onchainPayments.id, p.id), isNull(onchainPayments.reorgReportedAt)))
      .returning();
    if (!marked) continue;
    onchainPaymentsCounted.inc({ outcome: 'deep_reorg' });
    await notifyAdmins(
      deps.db,
      {
        name: 'onchain_reorg',
        values: { chain: String(p.chainId), txHash: p.txHash, block: String(p.blockNumber) },
      },
      'onchain_reorg',
      deps.now(),
    );
  }
}

/** One watcher run for one method: scan, settle, record the head and lag; an RPC failure backs the method off. */
export async function watchMethod(deps: Deps, method: EvmMethod): Promise<{ scanned: number }> {
  const labels = { method: method.id, chain_id: String(method.evm.chainId) };
  const client = rpcClient(method.evm.rpcUrl);
  try {
    // Checked again on every run: a host name may now resolve to an address the server must not call.
    await assertRpcUrlAllowed(method.evm.rpcUrl, deps.env);
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
    const scanned = await scanBlocks(deps.db, client, method, head, deps.now);
    await settle(deps, client, method, head);
    const [row] = await deps.db
      .update(depositMethodEvm)
      .set({ headBlock: head, scanError: null, scanFailures: 0, nextScanAt: null, scannedAt: deps.now() })
      .where(eq(depositMethodEvm.methodId, method.id))
      .returning({ scanned: depositMethodEvm.scannedBlock });
    onchainBlocksBehind.set(labels, Math.max(0, head - (row?.scanned ?? head)));
    return { scanned };
  } catch (err) {
    onchainRpcErrors.inc(labels);
    const message = err instanceof Error ? (err.message.split('\n')[0] ?? 'error') : String(err);
    const failures = method.evm.scanFailures + 1;
    await deps.db
      .update(depositMethodEvm)
      .set({
        scanError: message.slice(0, 500),
        scanFailures: failures,
        nextScanAt: new Date(deps.now().getTime() + backoffMs(failures)),
      })
      .where(eq(depositMethodEvm.methodId, method.id));
    deps.log.warn('on-chain watcher: RPC failed, backing off', { method: method.id, failures, error: message });
    return { scanned: 0 };
  }
}

const isEvm = (m: Awaited<ReturnType<typeof listDepositMethods>>[number]): m is EvmMethod =>
  m.kind === 'evm' && m.evm !== null;

/** Every active evm method whose backoff has passed, one after another. */
export async function watchOnchainDeposits(deps: Deps): Promise<void> {
  const now = deps.now();
  for (const method of (await listDepositMethods(deps.db, true)).filter(isEvm)) {
    if (method.evm.nextScanAt && method.evm.nextScanAt > now) continue;
    await watchMethod(deps, method);
  }
}
