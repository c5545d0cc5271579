import { eq } from 'drizzle-orm';
import {
  DEPOSIT_KINDS,
  type DepositMethod,
  type DepositMethodKindOption,
  type DepositMethodRequest,
} from '../../../src/contract/deposits.ts';
import { chainName, sendOnlyText } from '../../../src/contract/evm-chains.ts';
import { settings } from '../../db/schema.ts';
import { depositMethods } from '../../db/schema-deposits.ts';
import { audit } from '../../lib/audit.ts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import { gateMethodChange, type MethodChangeAnswer } from '../approvals/method-change.service.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { prepareEvmSettings, saveEvmSettings, type EvmSettings } from '../onchain/onchain-settings.ts';
import { depositMethodLoosening } from './deposit-method-loosening.ts';
import {
  depositMethodInUse,
  findDepositMethod,
  listDepositMethods,
  toPublicDepositMethod,
  type DepositMethodRow,
  type DepositMethodValues,
} from './deposit-methods.repo.ts';
// Reads that the routes and the on-chain watcher use unchanged; exporting them here keeps both off the repo.
export {
  findDepositMethod,
  listDepositMethods,
  offeredDepositMethods,
  toPublicDepositMethod,
  type DepositMethodRow,
} from './deposit-methods.repo.ts';

type MethodInput = DepositMethodRequest;

const common = (input: MethodInput) => ({
  name: input.name,
  kind: input.kind,
  currency: input.currency.toUpperCase(),
  minCents: input.min_amount,
  maxCents: input.max_amount,
  chargeFixedCents: input.charge_fixed,
  chargePercentBp: input.charge_percent,
  rate: input.rate,
  active: input.active,
});

/**
 * What each kind stores in the shared columns. An evm method has no shared address: its network
 * is the chain's name and its instructions say what to send where. A card is charged in its
 * currency's minor units: no address, two decimals.
 */
function toValues(input: MethodInput): DepositMethodValues {
  if (input.kind === 'evm') {
    return {
      ...common(input),
      network: chainName(input.chain_id),
      address: '',
      instructions:
        input.instructions || `${sendOnlyText(input.currency.toUpperCase(), input.chain_id)} to your personal address.`,
      decimals: Math.min(8, input.asset_decimals),
    };
  }
  if (input.kind === 'card')
    return { ...common(input), network: '', address: '', instructions: input.instructions, decimals: 2 };
  return {
    ...common(input),
    network: input.network,
    address: input.address,
    instructions: input.instructions,
    decimals: input.decimals,
  };
}

const evmSettingsOf = (
  deps: Deps,
  tx: Tx,
  input: MethodInput,
  before: DepositMethodRow | null,
): Promise<EvmSettings | null> =>
  input.kind === 'evm' ? prepareEvmSettings(deps, input, before?.evm ?? null, tx) : Promise.resolve(null);

const CARD_UNAVAILABLE =
  'Card payments are not configured on this server: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first';

/** Which kinds a new method can have here: a card one needs Stripe configured (the admin form shows why not). */
export const depositMethodKinds = (deps: Deps): DepositMethodKindOption[] =>
  DEPOSIT_KINDS.map((kind) =>
    kind === 'card' && !deps.env.stripe
      ? { kind, available: false, reason: CARD_UNAVAILABLE }
      : { kind, available: true, reason: null },
  );

/** Card methods need Stripe configured: without it they could be created but never paid. */
function assertKindOffered(deps: Deps, input: MethodInput): void {
  if (input.kind === 'card' && !deps.env.stripe) {
    throw new AppError(400, 'VALIDATION_FAILED', CARD_UNAVAILABLE, {
      kind: 'card needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    });
  }
}

/**
 * Writes a new method (`id` null) or a change, checked against the method as it is in `tx`: the
 * path of an admin's save and of a second admin's approval of one (approvals.service.ts), so a
 * change approved later is validated again then, in the approval's transaction.
 */
export async function applyDepositMethodChange(
  deps: Deps,
  tx: Tx,
  adminId: string,
  id: string | null,
  input: MethodInput,
): Promise<DepositMethod> {
  assertKindOffered(deps, input);
  const view = (row: DepositMethodRow) => toPublicDepositMethod(row, true);
  const at = deps.now();
  if (id === null) {
    const settings = await evmSettingsOf(deps, tx, input, null);
    const [inserted] = await tx
      .insert(depositMethods)
      .values({ ...toValues(input), createdAt: at, updatedAt: at })
      .returning();
    if (!inserted) throw new Error('insert returned nothing');
    const row = { ...inserted, evm: settings ? await saveEvmSettings(tx, inserted.id, settings, null) : null };
    await audit(
      tx,
      {
        actorId: adminId,
        action: 'deposit_method.create',
        targetType: 'deposit_method',
        targetId: row.id,
        after: view(row),
      },
      at,
    );
    return view(row);
  }
  const before = await findDepositMethod(tx, id);
  if (!before) throw notFound('Deposit method not found');
  // Investors hold addresses of an evm method: it stays evm (and another kind cannot become one midway).
  if ((before.kind === 'evm') !== (input.kind === 'evm'))
    throw conflict('The kind of this method cannot change to or from evm', 'CONFLICT', {
      kind: 'cannot change to or from evm',
    });
  const settings = await evmSettingsOf(deps, tx, input, before);
  const [updated] = await tx
    .update(depositMethods)
    .set({ ...toValues(input), updatedAt: at })
    .where(eq(depositMethods.id, id))
    .returning();
  if (!updated) throw notFound('Deposit method not found');
  const row = { ...updated, evm: settings ? await saveEvmSettings(tx, id, settings, before.evm) : null };
  await audit(
    tx,
    {
      actorId: adminId,
      action: 'deposit_method.update',
      targetType: 'deposit_method',
      targetId: id,
      before: view(before),
      after: view(row),
    },
    at,
  );
  return view(row);
}

/**
 * Admin CRUD of deposit methods, each change audited. A change that loosens a protection
 * (deposit-method-loosening.ts) may wait for a second admin (method-change.service.ts). A method
 * that deposits refer to is deactivated, never deleted.
 */
export function createDepositMethodService(deps: Deps) {
  const view = (row: DepositMethodRow) => toPublicDepositMethod(row, true);
  const list = async () => (await listDepositMethods(deps.db, false)).map(view);

  async function save(
    adminId: string,
    id: string | null,
    input: MethodInput,
  ): Promise<MethodChangeAnswer<DepositMethod>> {
    assertKindOffered(deps, input);
    const before = id === null ? null : await findDepositMethod(deps.db, id);
    if (id !== null && !before) throw notFound('Deposit method not found');
    const changes = depositMethodLoosening(before ?? null, input);
    return gateMethodChange(
      deps,
      adminId,
      { methodType: 'deposit', methodId: id, patch: { ...input }, changes },
      (tx) => applyDepositMethodChange(deps, tx, adminId, id, input),
    );
  }

  async function remove(adminId: string, id: string): Promise<{ message: string; deactivated: boolean }> {
    const before = await findDepositMethod(deps.db, id);
    if (!before) throw notFound('Deposit method not found');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      // Deposits keep their method id for the record, so a used method is only switched off.
      const used = await depositMethodInUse(tx, id);
      if (used) await tx.update(depositMethods).set({ active: false, updatedAt: at }).where(eq(depositMethods.id, id));
      else await tx.delete(depositMethods).where(eq(depositMethods.id, id));
      await audit(
        tx,
        {
          actorId: adminId,
          action: used ? 'deposit_method.deactivate' : 'deposit_method.delete',
          targetType: 'deposit_method',
          targetId: id,
          before: view(before),
        },
        at,
      );
      return used
        ? { message: 'Deposit method is in use, so it was deactivated', deactivated: true }
        : { message: 'Deposit method deleted', deactivated: false };
    });
  }

  return { list, save, remove };
}

const SEED_MARKER = 'seeded:deposit_methods';

/**
 * First-start methods so a new install can be tried at once: two crypto (USDT on TRC20, BTC) and a
 * bank transfer. A marker row makes it run once per install, so a method the admin deleted stays deleted.
 */
export async function seedDepositMethods(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(settings)
      .values({ key: SEED_MARKER, value: true })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return;
    // Listed in creation order: distinct times keep the seeded order (crypto first).
    const base = Date.now();
    const rows: Array<Omit<typeof depositMethods.$inferInsert, 'createdAt'>> = [
      {
        name: 'USDT (TRC20)',
        kind: 'crypto',
        currency: 'USDT',
        network: 'TRC20',
        address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
        instructions: 'Send only USDT on the TRON (TRC20) network to this address.',
        minCents: 1_000,
        maxCents: 5_000_000,
        chargeFixedCents: 0,
        chargePercentBp: 100,
        rate: '1',
        decimals: 2,
      },
      {
        name: 'Bitcoin',
        kind: 'crypto',
        currency: 'BTC',
        network: 'Bitcoin',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        instructions: 'Send only BTC on the Bitcoin network; the deposit is reviewed after 2 confirmations.',
        minCents: 5_000,
        maxCents: 10_000_000,
        chargeFixedCents: 0,
        chargePercentBp: 50,
        rate: '65000',
        decimals: 8,
      },
      {
        name: 'Bank transfer',
        kind: 'manual',
        currency: 'USD',
        network: '',
        address: '',
        instructions:
          'Transfer to Wallet Platform Ltd, IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22. Put your deposit reference in the payment note and upload the bank receipt.',
        minCents: 5_000,
        maxCents: 10_000_000,
        chargeFixedCents: 100,
        chargePercentBp: 0,
        rate: '1',
        decimals: 2,
      },
    ];
    await tx
      .insert(depositMethods)
      .values(rows.map((row, i) => ({ ...row, createdAt: new Date(base + i), updatedAt: new Date(base + i) })));
  });
}
