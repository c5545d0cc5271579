import { eq } from 'drizzle-orm';
import { createApp } from '../server/app.ts';
import { depositMethods } from '../server/db/schema-deposits.ts';
import { depositMethodEvm, onchainPayments } from '../server/db/schema-onchain.ts';
import { startJobs } from '../server/jobs/scheduler.ts';
import { onchainWatcherJob } from '../server/modules/onchain/onchain-job.ts';
import { findDepositMethod } from '../server/modules/deposits/deposit-methods.repo.ts';
import { watchMethod } from '../server/modules/onchain/onchain-watcher.ts';
import type { EvmMethod } from '../server/modules/onchain/onchain-scan.ts';
import { EvmNode, OPERATOR_XPUB } from '../tests/factories/evm-node.ts';
import { keyIdOf } from '../server/modules/onchain/evm-keys.ts';
import { benchDeps } from './lib/bench-deps.ts';
import { benchConfig } from './lib/config.ts';
import { fmt, median, verdict, type Row } from './lib/table.ts';

const BLOCKS = benchConfig.quick ? 500 : 4_000;
const PAYMENTS = benchConfig.quick ? 3 : 8;
const USERS = 20;
const POLL_MS = 1_000;
const CONFIRMATIONS = 3;

/**
 * On-chain deposits against a local hardhat node, in this process on PGlite: how fast the watcher
 * reads blocks (logs of our addresses and every block with its transactions, for native transfers)
 * and how long after the last confirming block a payment is in the wallet with the job polling every POLL_MS.
 */
export async function onchainFigures(): Promise<Row[]> {
  const node = new EvmNode();
  await node.start();
  const { deps, database } = await benchDeps(undefined);
  try {
    const token = await node.deployToken('USDT', 6);
    const app = createApp(deps);
    const [row] = await deps.db
      .insert(depositMethods)
      .values({
        name: 'Bench USDT',
        kind: 'evm',
        currency: 'USDT',
        network: 'Local test chain',
        minCents: 100,
        maxCents: 100_000_000,
      })
      .returning();
    if (!row) throw new Error('no method');
    await deps.db.insert(depositMethodEvm).values({
      methodId: row.id,
      chainId: 31337,
      rpcUrl: node.url,
      tokenAddress: token,
      assetDecimals: 6,
      confirmations: CONFIRMATIONS,
      xpub: OPERATOR_XPUB,
      keyId: keyIdOf(OPERATOR_XPUB),
      scannedBlock: await node.blockNumber(),
    });
    const addresses: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const reg = await app.request('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `chain${i}@example.com`,
          password: 'correct horse battery',
          username: `chain${i}`,
          firstName: 'C',
          lastName: 'B',
          phone: '+1 555 0100',
          country: 'Canada',
        }),
      });
      const { token: jwt } = (await reg.json()) as { token: string };
      const res = await app.request(`/api/deposits/methods/${row.id}/address`, {
        headers: { authorization: `Bearer ${jwt}` },
      });
      addresses.push(((await res.json()) as { address: string }).address);
    }
    const method = async () => (await findDepositMethod(deps.db, row.id)) as EvmMethod;

    // Blocks scanned per second: a backlog of BLOCKS blocks (a payment every 50) read to the head.
    for (let i = 0; i < BLOCKS; i += 50) {
      await node.sendToken(token, addresses[i % USERS] ?? '', 5_000_000n);
      await node.mine(49);
    }
    const head = await node.blockNumber();
    const t0 = performance.now();
    let from = (await method()).evm.scannedBlock ?? 0;
    const start = from;
    while (from < head) {
      await watchMethod(deps, await method());
      from = (await method()).evm.scannedBlock ?? from;
    }
    const scanSeconds = (performance.now() - t0) / 1000;
    const blocksPerSecond = (head - start) / scanSeconds;

    // Crediting latency: the last confirming block is mined at t, the job (every POLL_MS) credits at t + latency.
    const stop = startJobs(deps, [{ ...onchainWatcherJob, everyMs: POLL_MS }]);
    const latencies: number[] = [];
    try {
      for (let i = 0; i < PAYMENTS; i++) {
        const hash = await node.sendToken(token, addresses[i % USERS] ?? '', 7_000_000n);
        await node.mine(CONFIRMATIONS - 2);
        const mined = performance.now();
        await node.mine(1);
        for (;;) {
          const [p] = await deps.db
            .select({ status: onchainPayments.status })
            .from(onchainPayments)
            .where(eq(onchainPayments.txHash, hash));
          if (p?.status === 'credited') break;
          await new Promise((r) => setTimeout(r, 20));
        }
        latencies.push(performance.now() - mined);
      }
    } finally {
      await stop();
    }
    const p50 = median(latencies);
    const worst = Math.max(...latencies);
    return [
      {
        figure: `On-chain watcher: ${fmt(head - start)} blocks read (Transfer logs + blocks with transactions, ${USERS} addresses)`,
        value: `${fmt(blocksPerSecond)} blocks/s (${fmt(scanSeconds, 1)} s)`,
        reference: 'BNB Chain: 1 block / 3 s',
        ratio: `${fmt(blocksPerSecond * 3)}x the chain's pace`,
        target: '> 10 blocks/s',
        result: verdict(blocksPerSecond > 10),
        notes: [`on-chain scan: ${head - start} blocks in ${fmt(scanSeconds, 2)} s on a local hardhat node, PGlite`],
      },
      {
        figure: `On-chain crediting latency after the last confirmation (job every ${POLL_MS / 1000} s, ${PAYMENTS} payments)`,
        value: `median ${fmt(p50)} ms, max ${fmt(worst)} ms`,
        reference: `poll interval ${POLL_MS} ms`,
        ratio: `${fmt((p50 / POLL_MS) * 100, 0)} % of the interval`,
        target: '< interval + 1 s',
        result: verdict(worst < POLL_MS + 1_000),
        notes: [`on-chain crediting latencies (ms): ${latencies.map((l) => fmt(l)).join(', ')}`],
      },
    ];
  } finally {
    await database.close();
    await node.stop();
  }
}
