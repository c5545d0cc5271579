import { asc, eq, sql } from 'drizzle-orm';
import { centsToNumber } from '../../../src/contract/cents.ts';
import { DEPOSIT_KINDS, type DepositKind, type DepositMethod } from '../../../src/contract/deposits.ts';
import type { Queryable } from '../../db/client.ts';
import { deposits, depositMethods } from '../../db/schema-deposits.ts';
import { depositMethodEvm } from '../../db/schema-onchain.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { cleanRate } from '../../lib/pay-amount.ts';
import type { EvmSettingsRow } from '../onchain/onchain-settings.ts';

/** A method with its kind's settings (evm: chain, asset, xpub; null for the other kinds). */
export type DepositMethodRow = typeof depositMethods.$inferSelect & { evm: EvmSettingsRow | null };
export type DepositMethodValues = Omit<typeof depositMethods.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The column is plain text (the request schema checks it); a value this build does not know reads as manual. */
export const depositKindOf = (kind: string): DepositKind =>
  (DEPOSIT_KINDS as readonly string[]).includes(kind) ? (kind as DepositKind) : 'manual';

/** The watcher cannot read the chain: its last run failed, or the RPC never answered since the method was saved. */
const watcherDelayed = (evm: EvmSettingsRow) =>
  evm.scanError !== null || (evm.rpcWarning !== null && evm.scannedAt === null);

/**
 * Investors see the chain and asset of an evm method, and whether its payments are delayed (never
 * why: the error may name the RPC URL); admins also its RPC URL (may carry an API key), xpub, RPC
 * warning and the watcher's last error.
 */
function evmView(evm: EvmSettingsRow, admin: boolean): DepositMethod['evm'] {
  const base = {
    chainId: evm.chainId,
    tokenAddress: evm.tokenAddress,
    assetDecimals: evm.assetDecimals,
    confirmations: evm.confirmations,
    delayed: watcherDelayed(evm),
  };
  return admin
    ? { ...base, rpcUrl: evm.rpcUrl, xpub: evm.xpub, rpcWarning: evm.rpcWarning, scanError: evm.scanError }
    : base;
}

export function toPublicDepositMethod(row: DepositMethodRow, admin = false): DepositMethod {
  return {
    id: row.id,
    name: row.name,
    kind: depositKindOf(row.kind),
    currency: row.currency,
    network: row.network,
    address: row.address,
    instructions: row.instructions,
    min: centsToNumber(row.minCents),
    max: centsToNumber(row.maxCents),
    chargeFixed: centsToNumber(row.chargeFixedCents),
    chargePercent: row.chargePercentBp / 100,
    rate: cleanRate(row.rate),
    decimals: row.decimals,
    active: row.active,
    ...(row.evm ? { evm: evmView(row.evm, admin) } : {}),
  };
}

const withSettings = (
  rows: Array<{ m: typeof depositMethods.$inferSelect; evm: EvmSettingsRow | null }>,
): DepositMethodRow[] => rows.map((r) => ({ ...r.m, evm: r.evm }));
const selectWithSettings = (q: Queryable) =>
  q
    .select({ m: depositMethods, evm: depositMethodEvm })
    .from(depositMethods)
    .leftJoin(depositMethodEvm, eq(depositMethodEvm.methodId, depositMethods.id));

export async function listDepositMethods(q: Queryable, onlyActive: boolean): Promise<DepositMethodRow[]> {
  const query = selectWithSettings(q);
  return withSettings(
    await (onlyActive ? query.where(eq(depositMethods.active, true)) : query).orderBy(
      asc(depositMethods.createdAt),
      asc(depositMethods.name),
    ),
  );
}

/** What investors may use: active methods, less the card ones while Stripe is not configured. */
export async function offeredDepositMethods(q: Queryable, cardsOffered: boolean): Promise<DepositMethodRow[]> {
  return (await listDepositMethods(q, true)).filter((m) => cardsOffered || m.kind !== 'card');
}

export async function findDepositMethod(q: Queryable, id: string): Promise<DepositMethodRow | undefined> {
  if (!isUuid(id)) return undefined;
  return withSettings(await selectWithSettings(q).where(eq(depositMethods.id, id)).limit(1))[0];
}

export async function depositMethodInUse(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q.select({ one: sql<number>`1` }).from(deposits).where(eq(deposits.methodId, id)).limit(1);
  return Boolean(row);
}
