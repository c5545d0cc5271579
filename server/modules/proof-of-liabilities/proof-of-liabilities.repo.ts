import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { declaredAssetSchema, type DeclaredAsset } from '../../../src/contract/proof-of-liabilities.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { liabilityLeaves, liabilitySnapshots } from '../../db/schema-proof-of-liabilities.ts';

export type Owed = { userId: string; cents: number };
export type SnapshotRow = typeof liabilitySnapshots.$inferSelect;
export type LeafRow = { userId: string; leafIndex: number; nonce: string; idHash: string; balanceCents: number };

/**
 * What each user is owed, from ONE statement: its wallets' balances plus the principal of its
 * active investments, grown by any compounding. A single statement reads one snapshot of the database, so money moving
 * between a wallet and an investment, or between two users, is counted exactly once.
 */
export async function owedPerUser(q: Queryable): Promise<Owed[]> {
  const rows = await queryRows<{ user_id: string; cents: string | number }>(
    q,
    sql`SELECT owed.user_id, sum(owed.cents)::text AS cents FROM (
          SELECT w.user_id, w.balance_cents AS cents FROM wallets w WHERE w.user_id IS NOT NULL
          UNION ALL
          SELECT i.user_id, i.principal_cents FROM investments i WHERE i.status = 'active'
        ) owed
        GROUP BY owed.user_id
        HAVING sum(owed.cents) <> 0`,
  );
  return rows.map((r) => ({ userId: r.user_id, cents: Number(r.cents) }));
}

export async function insertSnapshot(
  q: Queryable,
  row: Omit<SnapshotRow, 'id'>,
  leaves: readonly LeafRow[],
): Promise<SnapshotRow> {
  const [snapshot] = await q.insert(liabilitySnapshots).values(row).returning();
  if (!snapshot) throw new Error('snapshot insert returned nothing');
  // Chunks keep each INSERT well below the 65,535 bind parameters of one statement.
  for (let i = 0; i < leaves.length; i += 2000) {
    await q.insert(liabilityLeaves).values(leaves.slice(i, i + 2000).map((l) => ({ ...l, snapshotId: snapshot.id })));
  }
  return snapshot;
}

export const latestSnapshots = (q: Queryable, limit: number): Promise<SnapshotRow[]> =>
  q
    .select()
    .from(liabilitySnapshots)
    .orderBy(desc(liabilitySnapshots.takenAt), desc(liabilitySnapshots.id))
    .limit(limit);

export const leavesOf = (q: Queryable, snapshotId: string): Promise<LeafRow[]> =>
  q
    .select({
      userId: liabilityLeaves.userId,
      leafIndex: liabilityLeaves.leafIndex,
      nonce: liabilityLeaves.nonce,
      idHash: liabilityLeaves.idHash,
      balanceCents: liabilityLeaves.balanceCents,
    })
    .from(liabilityLeaves)
    .where(eq(liabilityLeaves.snapshotId, snapshotId))
    .orderBy(asc(liabilityLeaves.leafIndex));

export async function leafOfUser(q: Queryable, snapshotId: string, userId: string): Promise<LeafRow | undefined> {
  const [row] = await q
    .select({
      userId: liabilityLeaves.userId,
      leafIndex: liabilityLeaves.leafIndex,
      nonce: liabilityLeaves.nonce,
      idHash: liabilityLeaves.idHash,
      balanceCents: liabilityLeaves.balanceCents,
    })
    .from(liabilityLeaves)
    .where(and(eq(liabilityLeaves.snapshotId, snapshotId), eq(liabilityLeaves.userId, userId)));
  return row;
}

/** Declared assets live in the settings table under their own key, apart from the money settings. */
export const DECLARED_ASSETS_KEY = 'proofOfLiabilities.declaredAssets';

export async function readDeclaredAssets(q: Queryable): Promise<DeclaredAsset[]> {
  const [row] = await q.select({ value: settings.value }).from(settings).where(eq(settings.key, DECLARED_ASSETS_KEY));
  const parsed = declaredAssetSchema.array().safeParse(row?.value ?? []);
  return parsed.success ? parsed.data : [];
}

export async function writeDeclaredAssets(
  q: Queryable,
  assets: DeclaredAsset[],
  actorId: string,
  at: Date,
): Promise<void> {
  await q
    .insert(settings)
    .values({ key: DECLARED_ASSETS_KEY, value: assets, updatedBy: actorId, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value: assets, updatedBy: actorId, updatedAt: at } });
}
