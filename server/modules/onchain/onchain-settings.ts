import { eq, sql } from 'drizzle-orm';
import type { EvmMethodRequest } from '../../../src/contract/deposits.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { depositAddresses, depositMethodEvm, onchainPayments } from '../../db/schema-onchain.ts';
import type { Deps } from '../../lib/context.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { rpcUrlRefusal } from './rpc-url-guard.ts';

// The row of the on-chain table that holds a deposit method's chain settings (owned by this module).
export type EvmSettingsRow = typeof depositMethodEvm.$inferSelect;
export type EvmSettings = Omit<typeof depositMethodEvm.$inferInsert, 'methodId'>;

/**
 * The xpub text to store: a key another method already holds, written the same way as there, so
 * both methods allocate under one key identity (one owner per address) however the admin pasted it.
 */
async function canonicalXpub(q: Queryable, xpub: string): Promise<string> {
  const { parseXpub, sameKey } = await import('./evm-keys.ts');
  const key = parseXpub(xpub);
  const stored = await q.selectDistinct({ xpub: depositMethodEvm.xpub }).from(depositMethodEvm);
  return stored.find((s) => s.xpub !== xpub && sameKey(parseXpub(s.xpub), key))?.xpub ?? xpub;
}

/**
 * Checks an evm method's body before anything is written: the xpub must be an account-level public
 * key (400 naming `xpub` otherwise; a key the method already has is kept as it is), the RPC URL
 * one the server may call (400 naming `rpc_url`). An RPC that does not answer, or answers another
 * chain, only sets a warning shown on the method, since the node may simply not be up yet. `q` is
 * the caller's transaction when the change is written in one (a save, or a second admin's approval).
 */
export async function prepareEvmSettings(
  deps: Deps,
  input: EvmMethodRequest,
  before: EvmSettingsRow | null,
  q: Queryable = deps.db,
): Promise<EvmSettings> {
  // The key code (BIP-32, secp256k1, ~100 modules) loads on first use, not at every start.
  const { keyIdOf, parseAccountXpub } = await import('./evm-keys.ts');
  const unchangedKey = before !== null && before.xpub === input.xpub;
  if (!unchangedKey) parseAccountXpub(input.xpub);
  const xpub = unchangedKey ? input.xpub : await canonicalXpub(q, input.xpub);
  const refusal = await rpcUrlRefusal(input.rpc_url, deps.env);
  if (refusal) throw fieldError('rpc_url', refusal);
  const { probeRpc } = await import('./onchain-rpc.ts'); // viem loads on first use
  const probe = await probeRpc(input.rpc_url, input.chain_id);
  return {
    chainId: input.chain_id,
    rpcUrl: input.rpc_url,
    tokenAddress: input.token_address ? input.token_address.toLowerCase() : null,
    assetDecimals: input.asset_decimals,
    confirmations: input.confirmations,
    xpub,
    keyId: keyIdOf(xpub),
    rpcWarning: probe.warning,
    ...(probe.head ? { scannedBlock: probe.head.number, scannedHash: probe.head.hash } : {}),
  };
}

/** The request fields whose change would judge payments to addresses already given out by other rules. */
function fixedFieldsChanged(before: EvmSettingsRow, settings: EvmSettings): string[] {
  return [
    before.keyId !== settings.keyId ? 'xpub' : null,
    before.chainId !== settings.chainId ? 'chain_id' : null,
    before.tokenAddress !== settings.tokenAddress ? 'token_address' : null,
    before.assetDecimals !== settings.assetDecimals ? 'asset_decimals' : null,
  ].filter((f): f is string => f !== null);
}

/** Whether investors were shown an address of this method, or paid to one (its row is locked by the caller). */
async function addressesGivenOut(tx: Tx, methodId: string, row: { addressesGivenAt: Date | null }): Promise<boolean> {
  if (row.addressesGivenAt) return true;
  const [legacy] = await tx
    .select({ one: sql<number>`1` })
    .from(depositAddresses)
    .where(eq(depositAddresses.methodId, methodId))
    .limit(1);
  const [paid] = await tx
    .select({ one: sql<number>`1` })
    .from(onchainPayments)
    .where(eq(onchainPayments.methodId, methodId))
    .limit(1);
  return Boolean(legacy || paid);
}

/**
 * Writes the settings of method `methodId`. Once an address was handed out, the key, chain, asset
 * and its decimals are fixed (409 naming each: a payment to an old address would otherwise be
 * judged by other rules, or read at another scale): a new method is needed for those. The row is
 * locked first, so an address handed out meanwhile waits for this decision. A changed RPC URL keeps
 * the checkpoint.
 */
export async function saveEvmSettings(
  tx: Tx,
  methodId: string,
  settings: EvmSettings,
  before: EvmSettingsRow | null,
): Promise<EvmSettingsRow> {
  if (before) {
    const [locked] = await tx
      .select({ addressesGivenAt: depositMethodEvm.addressesGivenAt })
      .from(depositMethodEvm)
      .where(eq(depositMethodEvm.methodId, methodId))
      .for('update');
    const changed = fixedFieldsChanged(before, settings);
    if (locked && changed.length > 0 && (await addressesGivenOut(tx, methodId, locked))) {
      const errors = Object.fromEntries(
        changed.map((f) => [
          f,
          'cannot change once investors were given addresses of this method: create a new method instead',
        ]),
      );
      throw conflict(
        `Investors already have addresses of this method: its ${changed.join(', ')} cannot change. Create a new method instead.`,
        'CONFLICT',
        errors,
      );
    }
    // On the same chain the checkpoint stays: the watcher goes on from where it was.
    const { scannedBlock: _block, scannedHash: _hash, ...kept } = settings;
    const [row] = await tx
      .update(depositMethodEvm)
      .set(before.chainId === settings.chainId ? kept : settings)
      .where(eq(depositMethodEvm.methodId, methodId))
      .returning();
    if (!row) throw new Error('evm settings update returned nothing');
    return row;
  }
  const [row] = await tx
    .insert(depositMethodEvm)
    .values({ ...settings, methodId })
    .returning();
  if (!row) throw new Error('evm settings insert returned nothing');
  return row;
}
