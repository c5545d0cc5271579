import { eq, sql } from 'drizzle-orm';
import type { EvmMethodRequest } from '../../../src/contract/deposits.ts';
import type { Tx } from '../../db/client.ts';
import { depositAddresses, depositMethodEvm } from '../../db/schema-onchain.ts';
import { conflict } from '../../lib/errors.ts';

// The row of the on-chain table that holds a deposit method's chain settings (owned by this module).
export type EvmSettingsRow = typeof depositMethodEvm.$inferSelect;
export type EvmSettings = Omit<typeof depositMethodEvm.$inferInsert, 'methodId'>;

/**
 * Checks an evm method's body before anything is written: the xpub must be a public key (400
 * naming `xpub` otherwise); an RPC that does not answer, or answers another chain, only sets a
 * warning shown on the method, since the node may simply not be up yet.
 */
export async function prepareEvmSettings(input: EvmMethodRequest): Promise<EvmSettings> {
  // The key code (BIP-32, secp256k1, ~100 modules) loads on first use, not at every start.
  const { parseXpub } = await import('./evm-keys.ts');
  parseXpub(input.xpub);
  const { probeRpc } = await import('./onchain-rpc.ts'); // viem loads on first use
  const probe = await probeRpc(input.rpc_url, input.chain_id);
  return {
    chainId: input.chain_id,
    rpcUrl: input.rpc_url,
    tokenAddress: input.token_address ? input.token_address.toLowerCase() : null,
    assetDecimals: input.asset_decimals,
    confirmations: input.confirmations,
    xpub: input.xpub,
    rpcWarning: probe.warning,
    ...(probe.head ? { scannedBlock: probe.head.number, scannedHash: probe.head.hash } : {}),
  };
}

/**
 * Writes the settings of method `methodId`. Once an address was handed out, the xpub, chain and
 * asset are fixed (a payment to an old address would otherwise be judged by other rules): a new
 * method is needed for those. A changed RPC URL keeps the checkpoint.
 */
export async function saveEvmSettings(tx: Tx, methodId: string, settings: EvmSettings, before: EvmSettingsRow | null): Promise<EvmSettingsRow> {
  if (before) {
    const changed = before.xpub !== settings.xpub || before.chainId !== settings.chainId || before.tokenAddress !== settings.tokenAddress;
    if (changed) {
      const [used] = await tx.select({ one: sql<number>`1` }).from(depositAddresses).where(eq(depositAddresses.methodId, methodId)).limit(1);
      if (used) throw conflict('Addresses were already given out for this method: its xpub, chain and token cannot change. Create a new method instead.', 'CONFLICT', { xpub: 'cannot change once addresses were given out' });
    }
    // On the same chain the checkpoint stays: the watcher goes on from where it was.
    const { scannedBlock: _block, scannedHash: _hash, ...kept } = settings;
    const [row] = await tx.update(depositMethodEvm).set(before.chainId === settings.chainId ? kept : settings).where(eq(depositMethodEvm.methodId, methodId)).returning();
    if (!row) throw new Error('evm settings update returned nothing');
    return row;
  }
  const [row] = await tx.insert(depositMethodEvm).values({ ...settings, methodId }).returning();
  if (!row) throw new Error('evm settings insert returned nothing');
  return row;
}
