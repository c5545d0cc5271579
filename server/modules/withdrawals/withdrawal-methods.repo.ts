import { asc, eq, sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import type { WithdrawalMethod } from '../../../src/contract/withdrawals.ts';
import type { Queryable } from '../../db/client.ts';
import { withdrawalAccounts, withdrawalMethods, withdrawals } from '../../db/schema-withdrawals.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';

export type WithdrawalMethodRow = typeof withdrawalMethods.$inferSelect;
export type WithdrawalMethodValues = Omit<typeof withdrawalMethods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function toPublicWithdrawalMethod(row: WithdrawalMethodRow): WithdrawalMethod {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    min: centsToNumber(row.minCents),
    max: centsToNumber(row.maxCents),
    chargeFixed: centsToNumber(row.chargeFixedCents),
    chargePercent: row.chargePercentBp / 100,
    processingTime: row.processingTime,
    fields: row.fields,
    active: row.active,
  };
}

export async function listWithdrawalMethods(q: Queryable, onlyActive: boolean): Promise<WithdrawalMethodRow[]> {
  const query = q.select().from(withdrawalMethods);
  return (onlyActive ? query.where(eq(withdrawalMethods.active, true)) : query).orderBy(
    asc(withdrawalMethods.createdAt),
    asc(withdrawalMethods.name),
  );
}

export async function findWithdrawalMethod(q: Queryable, id: string): Promise<WithdrawalMethodRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.select().from(withdrawalMethods).where(eq(withdrawalMethods.id, id)).limit(1);
  return row;
}

/** Withdrawals or saved accounts refer to it: then it can only be switched off. */
export async function withdrawalMethodInUse(q: Queryable, id: string): Promise<boolean> {
  const [w] = await q.select({ one: sql<number>`1` }).from(withdrawals).where(eq(withdrawals.methodId, id)).limit(1);
  if (w) return true;
  const [a] = await q
    .select({ one: sql<number>`1` })
    .from(withdrawalAccounts)
    .where(eq(withdrawalAccounts.methodId, id))
    .limit(1);
  return Boolean(a);
}
