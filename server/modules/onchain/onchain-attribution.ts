import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { depositMethodEvm } from '../../db/schema-onchain.ts';
import { depositMethods } from '../../db/schema-deposits.ts';
import { keyAddressOwners, legacyAddresses } from './onchain-addresses.ts';
import type { DepositMethodRow } from '../deposits/deposit-methods.service.ts';
import type { EvmSettingsRow } from './onchain-settings.ts';

/** A deposit method with its chain settings: what the watcher scans. */
export type EvmMethod = DepositMethodRow & { evm: EvmSettingsRow };

export type Attribution = {
  /** Address → the user a payment to it through this method belongs to. */
  owners: Map<string, string>;
  /** Whether another method watching the address takes this asset: that method records the payment, not this one. */
  takenElsewhere: (to: string, asset: string | null) => boolean;
};

/**
 * Who a payment seen by a method's watcher belongs to. Several methods can share a key on one chain
 * (USDT and USDC from one wallet): each watches every address of the key, and a transfer of one
 * method's asset is that method's payment. Another method records it as "another asset" for review
 * only when no active method sharing the address takes that asset, so which watcher reads a block
 * first never decides how a payment is judged.
 */
export async function attributionOf(q: Queryable, method: EvmMethod): Promise<Attribution> {
  const keyRows = await keyAddressOwners(q, method.evm.keyId);
  const siblings = await q
    .select({ methodId: depositMethodEvm.methodId, asset: depositMethodEvm.tokenAddress })
    .from(depositMethodEvm)
    .innerJoin(depositMethods, eq(depositMethods.id, depositMethodEvm.methodId))
    .where(
      and(
        eq(depositMethodEvm.keyId, method.evm.keyId),
        eq(depositMethodEvm.chainId, method.evm.chainId),
        ne(depositMethodEvm.methodId, method.id),
        eq(depositMethods.active, true),
      ),
    );
  const legacy = await legacyAddresses(q, [method.id, ...siblings.map((s) => s.methodId)]);
  // The method's own pre-0033 addresses come last: the migration made them agree with the key's.
  const owners = new Map(
    [...keyRows, ...legacy.filter((l) => l.methodId === method.id)].map((r) => [r.address, r.userId]),
  );
  const keyAddresses = new Set(keyRows.map((r) => r.address));
  const watchedBy = (methodId: string, to: string) =>
    keyAddresses.has(to) || legacy.some((l) => l.methodId === methodId && l.address === to);
  return {
    owners,
    takenElsewhere: (to, asset) =>
      asset !== method.evm.tokenAddress && siblings.some((s) => s.asset === asset && watchedBy(s.methodId, to)),
  };
}
