import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { depositAddresses, depositKeyAddresses, depositKeys, depositMethodEvm } from '../../db/schema-onchain.ts';
import type { EvmSettingsRow } from './onchain-settings.ts';

const existing = async (q: Queryable, keyId: string, userId: string) =>
  (
    await q
      .select({ address: depositKeyAddresses.address })
      .from(depositKeyAddresses)
      .where(and(eq(depositKeyAddresses.keyId, keyId), eq(depositKeyAddresses.userId, userId)))
      .limit(1)
  )[0]?.address;

/**
 * The user's personal address of an evm method's key, allocated on first ask: the key's next index
 * is taken under its deposit_keys row's lock, so indexes are sequential and never shared; the
 * (key, user) primary key keeps one address per user. Every method and chain sharing the key shows
 * the user this same address, and no other user ever gets it.
 */
export async function personalAddress(db: Db, evm: EvmSettingsRow, userId: string, at: Date): Promise<string> {
  // Once the method has shown an address its key is fixed, so the key read with the method holds.
  const known = evm.addressesGivenAt ? await existing(db, evm.keyId, userId) : undefined;
  if (known) return known;
  // The key code (BIP-32, secp256k1, ~100 modules) loads on the first address handed out, not at every start.
  const { deriveAddress, parseXpub } = await import('./evm-keys.ts');
  return db.transaction(async (tx) => {
    // Marks the method as having shown an address, under its row's lock: an admin's change of its
    // key (which takes the same lock) is either committed before, and read here, or refused after.
    const [current] = await tx
      .update(depositMethodEvm)
      .set({ addressesGivenAt: sql`coalesce(${depositMethodEvm.addressesGivenAt}, ${at})` })
      .where(eq(depositMethodEvm.methodId, evm.methodId))
      .returning({ keyId: depositMethodEvm.keyId, xpub: depositMethodEvm.xpub });
    if (!current) throw new Error(`evm settings of ${evm.methodId} vanished`);
    const found = await existing(tx, current.keyId, userId);
    if (found) return found;
    const [claimed] = await tx
      .insert(depositKeys)
      .values({ keyId: current.keyId, nextIndex: 1 })
      .onConflictDoUpdate({ target: depositKeys.keyId, set: { nextIndex: sql`${depositKeys.nextIndex} + 1` } })
      .returning({ index: sql<number>`${depositKeys.nextIndex} - 1` });
    if (!claimed) throw new Error(`deposit key ${current.keyId} allocation returned nothing`);
    const index = Number(claimed.index);
    // The same user asking through another method of the key at the same moment: one insert wins,
    // the other reads its address (its own index is then skipped, never reused).
    await tx
      .insert(depositKeyAddresses)
      .values({
        keyId: current.keyId,
        userId,
        derivationIndex: index,
        address: deriveAddress(parseXpub(current.xpub), index),
        createdAt: at,
      })
      .onConflictDoNothing({ target: [depositKeyAddresses.keyId, depositKeyAddresses.userId] });
    const address = await existing(tx, current.keyId, userId);
    if (!address) throw new Error('deposit address allocation left no row');
    return address;
  });
}

export type AddressOwner = { address: string; userId: string; index: number };

/** Every user's address of a key (one owner each). */
export const keyAddressOwners = (q: Queryable, keyId: string): Promise<AddressOwner[]> =>
  q
    .select({
      address: depositKeyAddresses.address,
      userId: depositKeyAddresses.userId,
      index: depositKeyAddresses.derivationIndex,
    })
    .from(depositKeyAddresses)
    .where(eq(depositKeyAddresses.keyId, keyId));

/**
 * Whom a payment to each address of a method belongs to: the key's addresses (one owner each), and
 * the addresses this method handed out before allocation was per key (migration 0033), credited
 * to the user they were given to. The migration made both agree wherever they overlap.
 */
export async function methodAddressOwners(
  q: Queryable,
  evm: Pick<EvmSettingsRow, 'methodId' | 'keyId'>,
): Promise<Map<string, AddressOwner>> {
  const rows = [...(await keyAddressOwners(q, evm.keyId)), ...(await legacyAddresses(q, [evm.methodId]))];
  return new Map(rows.map((r) => [r.address, { address: r.address, userId: r.userId, index: r.index }]));
}

/** Addresses given out per method before migration 0033, of these methods. */
export async function legacyAddresses(
  q: Queryable,
  methodIds: string[],
): Promise<Array<AddressOwner & { methodId: string }>> {
  if (methodIds.length === 0) return [];
  return q
    .select({
      address: depositAddresses.address,
      userId: depositAddresses.userId,
      index: depositAddresses.derivationIndex,
      methodId: depositAddresses.methodId,
    })
    .from(depositAddresses)
    .where(inArray(depositAddresses.methodId, methodIds));
}
