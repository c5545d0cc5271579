import { asc, count, eq, sql } from 'drizzle-orm';
import type { BadgeInput } from '../../../src/contract/badges.ts';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { badges, userBadges } from '../../db/schema-badges.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { moneyToCents } from '../ledger/ledger.charge.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';

type Row = typeof badges.$inferSelect;

const columns = (input: BadgeInput) => ({
  name: input.name,
  icon: input.icon,
  description: input.description,
  rank: input.rank,
  minDepositedCents: moneyToCents(input.minDeposited),
  minInvestedCents: moneyToCents(input.minInvested),
  minEarnedCents: moneyToCents(input.minEarned),
  minReferrals: input.minReferrals,
  bonusCents: moneyToCents(input.bonus),
  active: input.active,
});

const view = (r: Row, holders: number) => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  description: r.description,
  rank: r.rank,
  minDeposited: centsToNumber(r.minDepositedCents),
  minInvested: centsToNumber(r.minInvestedCents),
  minEarned: centsToNumber(r.minEarnedCents),
  minReferrals: r.minReferrals,
  bonus: centsToNumber(r.bonusCents),
  active: r.active,
  reached: false,
  reachedAt: null,
  holders,
});

/** Admin badge management; a badge someone holds is deactivated rather than deleted (its bonus history stays). */
export function createBadgeAdmin(deps: Deps) {
  async function list() {
    const rows = await deps.db
      .select({
        badge: badges,
        holders: sql<number>`(SELECT count(*) FROM user_badges ub WHERE ub.badge_id = "badges"."id")`.mapWith(Number),
      })
      .from(badges)
      .orderBy(asc(badges.rank), asc(badges.createdAt));
    return rows.map((r) => view(r.badge, r.holders));
  }

  async function create(actorId: string, input: BadgeInput) {
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(badges)
        .values({ ...columns(input), createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await audit(tx, { actorId, action: 'badge.create', targetType: 'badge', targetId: row.id, after: input }, at);
      return view(row, 0);
    });
  }

  async function update(actorId: string, id: string, input: BadgeInput) {
    if (!isUuid(id)) throw notFound('Badge not found');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(badges).where(eq(badges.id, id)).for('update');
      if (!before) throw notFound('Badge not found');
      const [row] = await tx
        .update(badges)
        .set({ ...columns(input), updatedAt: at })
        .where(eq(badges.id, id))
        .returning();
      if (!row) throw notFound('Badge not found');
      await audit(
        tx,
        { actorId, action: 'badge.update', targetType: 'badge', targetId: id, before: view(before, 0), after: input },
        at,
      );
      const [n] = await tx.select({ n: count() }).from(userBadges).where(eq(userBadges.badgeId, id));
      return view(row, n?.n ?? 0);
    });
  }

  async function remove(actorId: string, id: string) {
    if (!isUuid(id)) throw notFound('Badge not found');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(badges).where(eq(badges.id, id)).for('update');
      if (!before) throw notFound('Badge not found');
      const [n] = await tx.select({ n: count() }).from(userBadges).where(eq(userBadges.badgeId, id));
      const held = (n?.n ?? 0) > 0;
      if (held) await tx.update(badges).set({ active: false, updatedAt: at }).where(eq(badges.id, id));
      else await tx.delete(badges).where(eq(badges.id, id));
      await audit(
        tx,
        {
          actorId,
          action: held ? 'badge.deactivate' : 'badge.delete',
          targetType: 'badge',
          targetId: id,
          before: view(before, n?.n ?? 0),
        },
        at,
      );
      return held
        ? { message: 'Badge is held by users, so it was deactivated instead of deleted', deleted: false }
        : { message: 'Badge deleted', deleted: true };
    });
  }

  return { list, create, update, remove };
}
