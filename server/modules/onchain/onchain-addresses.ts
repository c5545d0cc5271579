import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositAddresses, depositMethodEvm } from '../../db/schema-onchain.ts';
import type { EvmSettingsRow } from './onchain-settings.ts';

const existing = async (db: Db, methodId: string, userId: string) =>
  (await db.select({ address: depositAddresses.address }).from(depositAddresses).where(and(eq(depositAddresses.methodId, methodId), eq(depositAddresses.userId, userId))).limit(1))[0]?.address;

/**
 * The user's personal address of an evm method, allocated on first ask: the method's next index is
 * taken under its settings row's lock, so indexes are sequential and never shared; the unique
 * (method, user) key makes a concurrent second ask of the same user lose and read the winner's
 * address (its index is then skipped, never reused). Same user, same address, forever.
 */
export async function personalAddress(db: Db, evm: EvmSettingsRow, userId: string): Promise<string> {
  const found = await existing(db, evm.methodId, userId);
  if (found) return found;
  // The key code (BIP-32, secp256k1, ~100 modules) loads on the first address handed out, not at every start.
  const { deriveAddress, parseXpub } = await import('./evm-keys.ts');
  const key = parseXpub(evm.xpub);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(depositMethodEvm)
      .set({ nextIndex: sql`${depositMethodEvm.nextIndex} + 1` })
      .where(eq(depositMethodEvm.methodId, evm.methodId))
      .returning({ index: sql<number>`${depositMethodEvm.nextIndex} - 1` });
    if (!claimed) throw new Error(`evm settings of ${evm.methodId} vanished`);
    const index = Number(claimed.index);
    await tx
      .insert(depositAddresses)
      .values({ methodId: evm.methodId, userId, derivationIndex: index, address: deriveAddress(key, index) })
      .onConflictDoNothing({ target: [depositAddresses.methodId, depositAddresses.userId] });
  });
  const address = await existing(db, evm.methodId, userId);
  if (!address) throw new Error('deposit address allocation left no row');
  return address;
}
