import { EXPORT_LINK_DAYS } from '../../../src/contract/account-data.ts';
import type { Job } from '../../jobs/job.ts';
import { runInBackground } from '../../lib/background.ts';
import type { Deps } from '../../lib/context.ts';
import { SERVER_ZIP } from '../../lib/upload-files.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { buildExportZip } from './account-export.build.ts';
import { readExportLists } from './account-export.repo.ts';
import { claimExport, markExportFailed, markExportReady, takeExpiredFiles } from './account.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a process that died: another run takes the export over. */
const STALE_CLAIM_MS = 10 * 60 * 1000;

/** Builds one claimed export; false when none was waiting. */
async function buildOne(deps: Deps): Promise<boolean> {
  const at = deps.now();
  const row = await claimExport(deps.db, at, new Date(at.getTime() - STALE_CLAIM_MS));
  if (!row) return false;
  try {
    const lists = await readExportLists(deps.db, row.userId);
    const zip = await buildExportZip(deps.storage, lists, at);
    const stored = await deps.storage.save(
      new File([zip], 'account-export.zip', { type: SERVER_ZIP.mime }),
      SERVER_ZIP,
    );
    const readyAt = deps.now();
    const expiresAt = new Date(readyAt.getTime() + EXPORT_LINK_DAYS * DAY_MS);
    const kept = await deps.db.transaction(async (tx) => {
      if (!(await markExportReady(tx, row.id, at, { key: stored.key, size: stored.size }, readyAt, expiresAt)))
        return false;
      const link = '/user/security';
      await notify(
        tx,
        { userId: row.userId, notice: { name: 'data_export_ready', values: {} }, link, event: 'plain' },
        readyAt,
      );
      const expires = expiresAt.toISOString();
      await mailUser(tx, row.userId, 'data_export_ready', { expires, days: EXPORT_LINK_DAYS }, readyAt);
      return true;
    });
    // Another run took the export over while this one was slow: its file is the one kept.
    if (!kept) await deps.storage.remove(stored.key).catch(() => undefined);
  } catch (err) {
    deps.log.error('account export failed', {
      exportId: row.id,
      error: err instanceof Error ? err.message : String(err),
    });
    await markExportFailed(deps.db, row.id);
  }
  return true;
}

/** Builds every waiting export, then removes the files of expired ones. */
export async function runExports(deps: Deps): Promise<void> {
  while (await buildOne(deps)) {
    // One export at a time: each reads a whole account and holds its ZIP in memory.
  }
  for (const key of await takeExpiredFiles(deps.db, deps.now())) await deps.storage.remove(key).catch(() => undefined);
}

/** Starts a run soon after a request, so a normal account's export is ready in seconds. */
export function nudgeExports(deps: Deps): void {
  void runInBackground(() => runExports(deps)).catch((err: unknown) =>
    deps.log.warn('account export run failed', { error: String(err) }),
  );
}

/** Every 30 s, for exports asked on another process or left by one that stopped (server/jobs/scheduler.ts). */
export const accountExportJob: Job = { name: 'account-exports', everyMs: 30_000, run: runExports };
