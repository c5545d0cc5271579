import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { depositAddresses, depositKeyAddresses, depositKeys, depositMethodEvm } from '../../db/schema-onchain.ts';
import type { EvmSettingsRow } from '../deposits/deposit-methods.repo.ts';

const existing = async (q: Queryable, keyId: string, userId: string) =>
  (await q.select({ address: depositKeyAddresses.address }).from(depositKeyAddresses).where(and(eq(depositKeyAddresses.keyId, keyId), eq(depositKeyAddresses.userId, userId))).limit(1))[0]?.address;

/**
 * The user's personal address of an evm method's key, allocated on first ask: the key's next index
 * is taken under its deposit_keys row's lock, so indexes are sequential and never shared; the
 * (key, user) primary key makes a concurrent second ask of the same user lose and read the winner's
 * address (its index is then skipped, never reused). Every method and chain sharing the key shows
 * the user this same address, and no other user ever gets it.
 */
export async function personalAddress(db: Db, evm: EvmSettingsRow, userId: string, at: Date): Promise<string> {
  // The method has now shown an address: its key, chain and asset are fixed from here on.
  await db.update(depositMethodEvm).set({ addressesGivenAt: at }).where(and(eq(depositMethodEvm.methodId, evm.methodId), isNull(depositMethodEvm.addressesGivenAt)));
  const found = await existing(db, evm.keyId, userId);
  if (found) return found;
  // The key code (BIP-32, secp256k1, ~100 modules) loads on the first address handed out, not at every start.
  const { deriveAddress, parseXpub } = await import('./evm-keys.ts');
  const key = parseXpub(evm.xpub);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(depositKeys)
      .values({ keyId: evm.keyId, nextIndex: 1 })
      .onConflictDoUpdate({ target: depositKeys.keyId, set: { nextIndex: sql`${depositKeys.nextIndex} + 1` } })
      .returning({ index: sql<number>`${depositKeys.nextIndex} - 1` });
    if (!claimed) throw new Error(`deposit key ${evm.keyId} allocation returned nothing`);
    const index = Number(claimed.index);
    await tx
      .insert(depositKeyAddresses)
      .values({ keyId: evm.keyId, userId, derivationIndex: index, address: deriveAddress(key, index), createdAt: at })
      .onConflictDoNothing({ target: [depositKeyAddresses.keyId, depositKeyAddresses.userId] });
  });
  const address = await existing(db, evm.keyId, userId);
  if (!address) throw new Error('deposit address allocation left no row');
  return address;
}

export type AddressOwner = { address: string; userId: string; index: number };

/** Every user's address of a key (one owner each). */
export const keyAddressOwners = (q: Queryable, keyId: string): Promise<AddressOwner[]> =>
  q
    .select({ address: depositKeyAddresses.address, userId: depositKeyAddresses.userId, index: depositKeyAddresses.derivationIndex })
    .from(depositKeyAddresses)
    .where(eq(depositKeyAddresses.keyId, keyId));

/**
 * Whom a payment to each address of a method belongs to: the key's addresses (one owner each), and
 * the addresses this method handed out before allocation was per key (migration 0033), credited
 * to the user they were given to. The migration made both agree wherever they overlap.
 */
export async function methodAddressOwners(q: Queryable, evm: Pick<EvmSettingsRow, 'methodId' | 'keyId'>): Promise<Map<string, AddressOwner>> {
  const rows = [...(await keyAddressOwners(q, evm.keyId)), ...(await legacyAddresses(q, [evm.methodId]))];
  return new Map(rows.map((r) => [r.address, { address: r.address, userId: r.userId, index: r.index }]));
}

/** Addresses given out per method before migration 0033, of these methods. */
export async function legacyAddresses(q: Queryable, methodIds: string[]): Promise<Array<AddressOwner & { methodId: string }>> {
  if (methodIds.length === 0) return [];
  return q
    .select({ address: depositAddresses.address, userId: depositAddresses.userId, index: depositAddresses.derivationIndex, methodId: depositAddresses.methodId })
    .from(depositAddresses)
    .where(inArray(depositAddresses.methodId, methodIds));
}
