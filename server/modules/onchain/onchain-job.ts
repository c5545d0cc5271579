import type { Job } from '../../jobs/job.ts';

/**
 * The chain watcher as a scheduled job. Across app processes on one PostgreSQL it runs in one at a
 * time (the scheduler's advisory lock); crediting is guarded per payment besides, so even two
 * overlapping runs could not credit twice. ONCHAIN_POLL_MS sets the interval (default 5 s).
 */
export const onchainWatcherJob: Job = {
  name: 'onchain-deposits',
  everyMs: Number(process.env.ONCHAIN_POLL_MS ?? '') || 5_000,
  // viem and the watcher load on the first run, not at every start (docs/decisions/0062-lazy-sdks.md).
  run: async (deps) => (await import('./onchain-watcher.ts')).watchOnchainDeposits(deps),
};
