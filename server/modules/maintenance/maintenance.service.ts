import type { MaintenanceRequest, MaintenanceState } from '../../../src/contract/trust.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { assertSteppedUp } from '../step-up/step-up.service.ts';
import { readState, writeState } from './maintenance.repo.ts';

export const DEFAULT_MAINTENANCE_MESSAGE =
  'We are doing planned maintenance. Your money is safe; payments will be back shortly.';
/** Retry-After when no end was announced, or the announced end has passed. */
const DEFAULT_RETRY_SECONDS = 300;

const OFF: MaintenanceState = { on: false, message: '', until: null };

/**
 * Read on every money request and job run, not cached: the switch must take effect at once in
 * every process, and one primary-key read is cheap next to a money transaction.
 */
export async function maintenanceState(deps: Pick<Deps, 'db'>): Promise<MaintenanceState> {
  const row = await readState(deps.db);
  if (!row?.is_on) return OFF;
  const until = row.until === null ? null : new Date(row.until).toISOString();
  return { on: true, message: row.message || DEFAULT_MAINTENANCE_MESSAGE, until };
}

export function retryAfterSeconds(state: MaintenanceState, now: Date): number {
  if (!state.until) return DEFAULT_RETRY_SECONDS;
  const left = Math.ceil((new Date(state.until).getTime() - now.getTime()) / 1000);
  return left > 0 ? left : DEFAULT_RETRY_SECONDS;
}

export function maintenanceRefusal(state: MaintenanceState, now: Date): AppError {
  const err = new AppError(503, 'MAINTENANCE', state.message);
  err.retryAfterSeconds = retryAfterSeconds(state, now);
  return err;
}

/** True while money jobs (profit engine, on-chain crediting, card reconcile, payouts) must wait. */
export const moneyJobsPaused = async (deps: Pick<Deps, 'db'>): Promise<boolean> => (await maintenanceState(deps)).on;

/** Switching needs the admin's fresh step-up; every switch is audited. */
export async function setMaintenance(
  deps: Deps,
  adminId: string,
  sessionId: string,
  input: MaintenanceRequest,
): Promise<MaintenanceState> {
  await assertSteppedUp(deps, adminId, sessionId);
  const before = await maintenanceState(deps);
  const next = {
    on: input.on,
    message: input.on ? input.message || DEFAULT_MAINTENANCE_MESSAGE : '',
    until: input.on ? (input.until ?? null) : null,
  };
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await writeState(tx, next, adminId, now);
    await audit(
      tx,
      {
        actorId: adminId,
        action: next.on ? 'maintenance.on' : 'maintenance.off',
        targetType: 'platform',
        targetId: 'maintenance',
        before,
        after: next,
      },
      now,
    );
  });
  deps.log.warn(next.on ? 'maintenance on' : 'maintenance off', { until: next.until });
  return maintenanceState(deps);
}
