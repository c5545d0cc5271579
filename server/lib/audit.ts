import type { Queryable } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { currentRequest } from './request-context.ts';

export type AuditEntry = {
  actorId: string;
  /** e.g. 'deposit.approve', 'user.ban', 'settings.update' */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

/** Records an admin action with before and after values and the address it came from; call it inside the action's transaction. */
export async function audit(q: Queryable, entry: AuditEntry, at: Date): Promise<void> {
  await q.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    clientAddress: currentRequest()?.clientAddress ?? null,
    createdAt: at,
  });
}
