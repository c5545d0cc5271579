import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WithdrawalAccount, withdrawalAccountRequestSchema } from '../../../src/contract/withdrawals.ts';
import type { Queryable } from '../../db/client.ts';
import { withdrawalAccounts, withdrawalMethods, type MethodField } from '../../db/schema-withdrawals.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, badRequest, notFound, type FieldErrors } from '../../lib/errors.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { accountUsableFrom } from '../security-holds/cooling-off.ts';
import { announceAccountChange } from '../security-holds/account-change.ts';
import { getSettings } from '../settings/settings.service.ts';
import { findWithdrawalMethod } from './withdrawal-methods.repo.ts';

type AccountInput = z.output<typeof withdrawalAccountRequestSchema>;
type AccountRow = typeof withdrawalAccounts.$inferSelect;
type MethodBrief = { name: string; currency: string };

/** `usableFrom` is null once the account may receive money (see security-holds/cooling-off.ts). */
const toView = (row: AccountRow, method: MethodBrief, usableFrom: Date | null): WithdrawalAccount => ({
  id: row.id,
  methodId: row.methodId,
  methodName: method.name,
  currency: method.currency,
  name: row.name,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
  usableFrom: usableFrom?.toISOString() ?? null,
});

const sameDetails = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** The details a method asks for: required ones filled, no unknown keys; empty optional ones dropped. */
export function checkDetails(fields: MethodField[], details: Record<string, string>): Record<string, string> {
  const errors: FieldErrors = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(details))
    if (!known.has(key)) errors[`details.${key}`] = 'is not a field of this method';
  const clean: Record<string, string> = {};
  for (const field of fields) {
    const value = (details[field.key] ?? '').trim();
    if (value) clean[field.key] = value;
    else if (field.required) errors[`details.${field.key}`] = `${field.label} is required`;
  }
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`${first[0]} ${first[1]}`, errors);
  return clean;
}

/** One of the user's accounts with its method; another user's account is simply not found. */
export async function findOwnedAccount(q: Queryable, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await q
    .select({ account: withdrawalAccounts, method: withdrawalMethods })
    .from(withdrawalAccounts)
    .innerJoin(withdrawalMethods, eq(withdrawalMethods.id, withdrawalAccounts.methodId))
    .where(and(eq(withdrawalAccounts.id, id), eq(withdrawalAccounts.userId, userId)))
    .limit(1);
  return row;
}

/** A user's saved payout details, validated against the method's field definitions. */
export function createWithdrawalAccountService(deps: Deps) {
  async function list(userId: string): Promise<WithdrawalAccount[]> {
    const { withdrawalCoolingOffHours: hours } = await getSettings(deps.db);
    const at = deps.now();
    const rows = await deps.db
      .select({ account: withdrawalAccounts, method: withdrawalMethods })
      .from(withdrawalAccounts)
      .innerJoin(withdrawalMethods, eq(withdrawalMethods.id, withdrawalAccounts.methodId))
      .where(eq(withdrawalAccounts.userId, userId))
      .orderBy(desc(withdrawalAccounts.createdAt));
    return rows.map((r) => toView(r.account, r.method, accountUsableFrom(r.account.detailsChangedAt, hours, at)));
  }

  async function create(userId: string, input: AccountInput): Promise<WithdrawalAccount> {
    const method = await findWithdrawalMethod(deps.db, input.method_id);
    if (!method || !method.active)
      throw new AppError(404, 'NOT_FOUND', 'Withdrawal method not found', { method_id: 'is not an available method' });
    const details = checkDetails(method.fields, input.details);
    const at = deps.now();
    // New payout details cool off before money may go to them; the owner is told and it is audited.
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(withdrawalAccounts)
        .values({
          userId,
          methodId: method.id,
          name: input.name,
          details,
          detailsChangedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return toView(row, method, await announceAccountChange(tx, row, method, 'added', at));
    });
  }

  async function update(
    userId: string,
    id: string,
    input: Omit<AccountInput, 'method_id'>,
  ): Promise<WithdrawalAccount> {
    const found = await findOwnedAccount(deps.db, userId, id);
    if (!found) throw notFound('Withdrawal account not found');
    const details = checkDetails(found.method.fields, input.details);
    const at = deps.now();
    // Only new payout details restart the cooling-off: a new name sends no money elsewhere.
    const changed = !sameDetails(found.account.details, details);
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(withdrawalAccounts)
        .set({ name: input.name, details, updatedAt: at, ...(changed ? { detailsChangedAt: at } : {}) })
        .where(and(eq(withdrawalAccounts.id, id), eq(withdrawalAccounts.userId, userId)))
        .returning();
      if (!row) throw notFound('Withdrawal account not found');
      if (changed) return toView(row, found.method, await announceAccountChange(tx, row, found.method, 'changed', at));
      const { withdrawalCoolingOffHours: hours } = await getSettings(tx);
      return toView(row, found.method, accountUsableFrom(row.detailsChangedAt, hours, at));
    });
  }

  /** Withdrawals keep a copy of the details, so deleting an account never changes one. */
  async function remove(userId: string, id: string): Promise<{ message: string }> {
    const rows = await deps.db
      .delete(withdrawalAccounts)
      .where(
        and(
          eq(withdrawalAccounts.id, isUuid(id) ? id : '00000000-0000-0000-0000-000000000000'),
          eq(withdrawalAccounts.userId, userId),
        ),
      )
      .returning({ id: withdrawalAccounts.id });
    if (rows.length === 0) throw notFound('Withdrawal account not found');
    return { message: 'Withdrawal account deleted' };
  }

  return { list, create, update, remove };
}
