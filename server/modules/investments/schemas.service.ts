import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { InvestmentSchema, SchemaInput } from '../../../src/contract/investments.ts';
import type { Queryable } from '../../db/client.ts';
import { investmentSchemas, investments } from '../../db/schema-investments.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { schemaView, type SchemaRow } from './investments.view.ts';

const columns = (input: SchemaInput) => ({
  name: input.name,
  badgeText: input.badgeText,
  amountType: input.amountType,
  minAmountCents: input.minAmount,
  maxAmountCents: input.maxAmount,
  returnType: input.returnType,
  returnValue: input.returnValue,
  intervalHours: input.intervalHours,
  periods: input.periods,
  capitalBack: input.capitalBack,
  offDays: input.offDays,
  featured: input.featured,
  active: input.active,
  compounding: input.compounding,
  earlyExitPenaltyBp:
    input.early_exit_penalty_percent === null ? null : Math.round(input.early_exit_penalty_percent * 100),
  earlyExitMinPeriods: input.early_exit_min_periods,
});

/** Active schemas for investors, featured first. */
export async function activeSchemas(q: Queryable): Promise<InvestmentSchema[]> {
  const rows = await q
    .select()
    .from(investmentSchemas)
    .where(eq(investmentSchemas.active, true))
    .orderBy(desc(investmentSchemas.featured), asc(investmentSchemas.minAmountCents), asc(investmentSchemas.name));
  return rows.map((r) => schemaView(r));
}

/** One active schema, or 404 (an inactive one is not offered). */
export async function activeSchema(q: Queryable, id: string): Promise<SchemaRow> {
  if (!isUuid(id)) throw notFound('Schema not found');
  const [row] = await q
    .select()
    .from(investmentSchemas)
    .where(and(eq(investmentSchemas.id, id), eq(investmentSchemas.active, true)))
    .limit(1);
  if (!row) throw notFound('Schema not found');
  return row;
}

/** Admin: create, update, delete (or deactivate once invested in), list with investment counts; every change audited. */
export function createSchemaAdmin(deps: Deps) {
  async function list(): Promise<InvestmentSchema[]> {
    const rows = await deps.db
      .select({
        schema: investmentSchemas,
        n: sql<number>`(SELECT count(*) FROM investments i WHERE i.schema_id = "investment_schemas"."id")`.mapWith(
          Number,
        ),
      })
      .from(investmentSchemas)
      .orderBy(desc(investmentSchemas.active), asc(investmentSchemas.minAmountCents), asc(investmentSchemas.name));
    return rows.map((r) => schemaView(r.schema, r.n));
  }

  async function create(actorId: string, input: SchemaInput): Promise<InvestmentSchema> {
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(investmentSchemas)
        .values({ ...columns(input), createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await audit(tx, { actorId, action: 'schema.create', targetType: 'schema', targetId: row.id, after: input }, at);
      return schemaView(row, 0);
    });
  }

  async function update(actorId: string, id: string, input: SchemaInput): Promise<InvestmentSchema> {
    if (!isUuid(id)) throw notFound('Schema not found');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(investmentSchemas).where(eq(investmentSchemas.id, id)).for('update');
      if (!before) throw notFound('Schema not found');
      // Existing investments keep their own copy of the terms; only new ones see the change.
      const [row] = await tx
        .update(investmentSchemas)
        .set({ ...columns(input), updatedAt: at })
        .where(eq(investmentSchemas.id, id))
        .returning();
      if (!row) throw notFound('Schema not found');
      await audit(
        tx,
        {
          actorId,
          action: 'schema.update',
          targetType: 'schema',
          targetId: id,
          before: schemaView(before),
          after: input,
        },
        at,
      );
      const [n] = await tx.select({ n: count() }).from(investments).where(eq(investments.schemaId, id));
      return schemaView(row, n?.n ?? 0);
    });
  }

  async function remove(actorId: string, id: string): Promise<{ message: string; deleted: boolean }> {
    if (!isUuid(id)) throw notFound('Schema not found');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(investmentSchemas).where(eq(investmentSchemas.id, id)).for('update');
      if (!before) throw notFound('Schema not found');
      const [n] = await tx.select({ n: count() }).from(investments).where(eq(investments.schemaId, id));
      const used = (n?.n ?? 0) > 0;
      if (used)
        await tx.update(investmentSchemas).set({ active: false, updatedAt: at }).where(eq(investmentSchemas.id, id));
      else await tx.delete(investmentSchemas).where(eq(investmentSchemas.id, id));
      await audit(
        tx,
        {
          actorId,
          action: used ? 'schema.deactivate' : 'schema.delete',
          targetType: 'schema',
          targetId: id,
          before: schemaView(before),
        },
        at,
      );
      return used
        ? { message: 'Schema has investments, so it was deactivated instead of deleted', deleted: false }
        : { message: 'Schema deleted', deleted: true };
    });
  }

  return { list, create, update, remove };
}
