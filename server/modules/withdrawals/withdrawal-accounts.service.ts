import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { WithdrawalAccount, withdrawalAccountRequestSchema } from '../../../src/contract/withdrawals.ts';
import type { Queryable } from '../../db/client.ts';
import { withdrawalAccounts, withdrawalMethods, type MethodField } from '../../db/schema-withdrawals.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, badRequest, notFound, type FieldErrors } from '../../lib/errors.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { findWithdrawalMethod } from './withdrawal-methods.repo.ts';

type AccountInput = z.output<typeof withdrawalAccountRequestSchema>;
type AccountRow = typeof withdrawalAccounts.$inferSelect;
type MethodBrief = { name: string; currency: string };

const toView = (row: AccountRow, method: MethodBrief): WithdrawalAccount => ({
  id: row.id,
  methodId: row.methodId,
  methodName: method.name,
  currency: method.currency,
  name: row.name,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

/** The details a method asks for: required ones filled, no unknown keys; empty optional ones dropped. */
export function checkDetails(fields: MethodField[], details: Record<string, string>): Record<string, string> {
  const errors: FieldErrors = {};
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(details)) if (!known.has(key)) errors[`details.${key}`] = 'is not a field of this method';
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
    const rows = await deps.db
      .select({ account: withdrawalAccounts, method: withdrawalMethods })
      .from(withdrawalAccounts)
      .innerJoin(withdrawalMethods, eq(withdrawalMethods.id, withdrawalAccounts.methodId))
      .where(eq(withdrawalAccounts.userId, userId))
      .orderBy(desc(withdrawalAccounts.createdAt));
    return rows.map((r) => toView(r.account, r.method));
  }

  async function create(userId: string, input: AccountInput): Promise<WithdrawalAccount> {
    const method = await findWithdrawalMethod(deps.db, input.method_id);
    if (!method || !method.active) throw new AppError(404, 'NOT_FOUND', 'Withdrawal method not found', { method_id: 'is not an available method' });
    const details = checkDetails(method.fields, input.details);
    const at = deps.now();
    const [row] = await deps.db
      .insert(withdrawalAccounts)
      .values({ userId, methodId: method.id, name: input.name, details, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return toView(row, method);
  }

  async function update(userId: string, id: string, input: Omit<AccountInput, 'method_id'>): Promise<WithdrawalAccount> {
    const found = await findOwnedAccount(deps.db, userId, id);
    if (!found) throw notFound('Withdrawal account not found');
    const details = checkDetails(found.method.fields, input.details);
    const [row] = await deps.db
      .update(withdrawalAccounts)
      .set({ name: input.name, details, updatedAt: deps.now() })
      .where(and(eq(withdrawalAccounts.id, id), eq(withdrawalAccounts.userId, userId)))
      .returning();
    if (!row) throw notFound('Withdrawal account not found');
    return toView(row, found.method);
  }

  /** Withdrawals keep a copy of the details, so deleting an account never changes one. */
  async function remove(userId: string, id: string): Promise<{ message: string }> {
    const rows = await deps.db
      .delete(withdrawalAccounts)
      .where(and(eq(withdrawalAccounts.id, isUuid(id) ? id : '00000000-0000-0000-0000-000000000000'), eq(withdrawalAccounts.userId, userId)))
      .returning({ id: withdrawalAccounts.id });
    if (rows.length === 0) throw notFound('Withdrawal account not found');
    return { message: 'Withdrawal account deleted' };
  }

  return { list, create, update, remove };
}
