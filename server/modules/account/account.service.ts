import { type AccountExport, ACCOUNT_CLOSED_MESSAGE, leftoverKey } from '../../../src/contract/account-data.ts';
import { formatCents } from '../../../src/contract/cents.ts';
import type { Queryable } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { fileResponse } from '../../lib/upload-files.ts';
import { assertSteppedUp } from '../step-up/step-up.service.ts';
import {
  erasePersonalData,
  leftovers,
  lockOpenUser,
  loginHash,
  personalFileKeys,
  pseudonymOf,
  type Leftover,
} from './account-closure.repo.ts';
import * as repo from './account.repo.ts';
import { nudgeExports } from './account-export.job.ts';

const HOW_TO_EMPTY: Record<Leftover['kind'], (l: Leftover) => string> = {
  wallet: (l) => `${l.label} holds ${formatCents(l.amountCents)}: withdraw it, or send it, until it is empty`,
  investment: (l) => `the investment in ${l.label} (${formatCents(l.amountCents)}) is active: it must complete first`,
  deposit: (l) => `deposit ${l.label} (${formatCents(l.amountCents)}) is pending: wait for its review or cancel it`,
  withdrawal: (l) =>
    `withdrawal ${l.label} (${formatCents(l.amountCents)}) is pending: wait until it is paid or rejected`,
};

const exportView = (row: repo.ExportRow, now: Date): AccountExport => ({
  export_id: row.id,
  status: row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status,
  created_at: row.createdAt.toISOString(),
  ready_at: row.readyAt?.toISOString() ?? null,
  expires_at: row.expiresAt?.toISOString() ?? null,
  size_bytes: row.sizeBytes,
});

/** The last password hash of a closed account with this e-mail or username, if there is one (sign-in checks it). */
export const closedAccountPassword = (q: Queryable, login: string): Promise<string | undefined> =>
  repo.closedLoginPassword(q, loginHash(login));

/** Sign-in with a closed account's e-mail or username and its right password: refused by name, not as a wrong password. */
export const accountClosed = () => new AppError(403, 'ACCOUNT_CLOSED', ACCOUNT_CLOSED_MESSAGE);

export function createAccountService(deps: Deps) {
  async function requestExport(userId: string, sessionId: string): Promise<{ export_id: string }> {
    await assertSteppedUp(deps, userId, sessionId);
    const at = deps.now();
    const id = await deps.db.transaction(async (tx) => {
      const exportId = await repo.insertExport(tx, userId, at);
      await audit(tx, { actorId: userId, action: 'account.export', targetType: 'user', targetId: userId }, at);
      return exportId;
    });
    nudgeExports(deps);
    return { export_id: id };
  }

  async function listExports(userId: string): Promise<AccountExport[]> {
    const now = deps.now();
    return (await repo.listOwnExports(deps.db, userId)).map((r) => exportView(r, now));
  }

  async function download(userId: string, exportId: string): Promise<Response> {
    // Another user's export, or an id that is not one, answers the same 404.
    const row = /^[0-9a-f-]{36}$/i.test(exportId) ? await repo.findOwnExport(deps.db, userId, exportId) : undefined;
    if (!row) throw notFound('Export not found');
    if (row.status !== 'ready' || !row.fileKey) {
      if (row.status === 'ready' || (row.expiresAt && row.expiresAt <= deps.now()))
        throw new AppError(410, 'EXPORT_EXPIRED', 'This export link has expired. Ask for a new export.');
      throw new AppError(409, 'EXPORT_NOT_READY', 'This export is not ready yet. You will be told when it is.');
    }
    if (!row.expiresAt || row.expiresAt <= deps.now())
      throw new AppError(410, 'EXPORT_EXPIRED', 'This export link has expired. Ask for a new export.');
    const file = await deps.storage.read(row.fileKey);
    const res = fileResponse(file, 'application/zip', `account-export-${row.createdAt.toISOString().slice(0, 10)}.zip`);
    res.headers.set(
      'content-disposition',
      res.headers.get('content-disposition')?.replace('inline', 'attachment') ?? 'attachment',
    );
    return res;
  }

  /**
   * Closes the account at once, or refuses with 409 naming each thing still holding money. The
   * user row is locked first, so no request of this user can move money between the check and
   * the erasure.
   */
  async function close(userId: string, sessionId: string): Promise<{ closed: true; pseudonym: string }> {
    await assertSteppedUp(deps, userId, sessionId);
    const at = deps.now();
    const files = await deps.db.transaction(async (tx) => {
      const data = await lockOpenUser(tx, userId);
      if (!data) throw notFound('Account not found');
      const left = await leftovers(tx, userId);
      if (left.length > 0) {
        const errors = Object.fromEntries(left.map((l) => [leftoverKey(l.kind, l.id), HOW_TO_EMPTY[l.kind](l)]));
        throw new AppError(
          409,
          'ACCOUNT_NOT_EMPTY',
          `The account cannot be closed yet: ${Object.values(errors).join('; ')}.`,
          errors,
        );
      }
      const keys = await personalFileKeys(tx, userId);
      await audit(tx, { actorId: userId, action: 'account.close', targetType: 'user', targetId: userId }, at);
      await erasePersonalData(tx, userId, data, at);
      return keys;
    });
    // After the commit: a failed removal leaves an orphan the start-up sweep removes (no row points at it).
    for (const key of files)
      await deps.storage
        .remove(key)
        .catch((err: unknown) => deps.log.warn('closed account file not removed', { error: String(err) }));
    return { closed: true, pseudonym: pseudonymOf(userId) };
  }

  return { requestExport, listExports, download, close };
}
