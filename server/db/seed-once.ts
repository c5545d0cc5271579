import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { appMeta } from './schema.ts';

/**
 * Runs `seed` the first time only: the marker row in app_meta is written in the same transaction,
 * so an admin who later deletes the seeded rows does not see them come back at the next start.
 */
export async function seedOnce(db: Db, key: string, seed: (tx: Tx) => Promise<void>): Promise<void> {
  const marker = `seeded:${key}`;
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, marker)).limit(1);
  if (done) return;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appMeta)
      .values({ key: marker, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed) await seed(tx);
  });
}
