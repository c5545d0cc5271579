import type { Deps } from '../lib/context.ts';

/**
 * One kind of timed work: the scheduler runs `run` every `everyMs` under the job's advisory lock,
 * so one process at a time runs it (server/jobs/scheduler.ts). Jobs import this type, not the
 * scheduler, because the scheduler imports every job.
 */
export type Job = { name: string; everyMs: number; run: (deps: Deps) => Promise<void> };
