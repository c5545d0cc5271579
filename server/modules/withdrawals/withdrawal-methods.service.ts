import { eq } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import type { WithdrawalMethod, WithdrawalMethodRequest } from '../../../src/contract/withdrawals.ts';
import type { Tx } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { withdrawalMethods } from '../../db/schema-withdrawals.ts';
import { phrase } from '../../i18n/phrases.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import {
  gateMethodChange,
  limitLoosened,
  type MethodChangeAnswer,
  type ProtectionChange,
} from '../approvals/method-change.service.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findWithdrawalMethod,
  listWithdrawalMethods,
  toPublicWithdrawalMethod,
  withdrawalMethodInUse,
  type WithdrawalMethodRow,
  type WithdrawalMethodValues,
} from './withdrawal-methods.repo.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { listWithdrawalMethods, toPublicWithdrawalMethod } from './withdrawal-methods.repo.ts';

type MethodInput = WithdrawalMethodRequest;

const toValues = (input: MethodInput): WithdrawalMethodValues => ({
  name: input.name,
  currency: input.currency.toUpperCase(),
  minCents: input.min_amount,
  maxCents: input.max_amount,
  chargeFixedCents: input.charge_fixed,
  chargePercentBp: input.charge_percent,
  processingTime: input.processing_time,
  fields: input.fields,
  active: input.active,
});

/** What a change loosens: a higher maximum or a lower minimum per withdrawal (names, fields and charges loosen nothing). */
function withdrawalMethodLoosening(before: WithdrawalMethodRow | undefined, input: MethodInput): ProtectionChange[] {
  if (!before) return [];
  const money = (v: number) => `${formatCents(v)} ${input.currency.toUpperCase()}`;
  return [
    ...limitLoosened(
      'min_amount',
      `${before.name}: smallest withdrawal`,
      phrase('withdrawal.min_amount', { method: before.name }),
      before.minCents,
      input.min_amount,
      false,
      money,
    ),
    ...limitLoosened(
      'max_amount',
      `${before.name}: largest withdrawal`,
      phrase('withdrawal.max_amount', { method: before.name }),
      before.maxCents,
      input.max_amount,
      true,
      money,
    ),
  ];
}

/** Writes a new method (`id` null) or a change in `tx`: the path of an admin's save and of a second admin's approval. */
export async function applyWithdrawalMethodChange(
  deps: Deps,
  tx: Tx,
  adminId: string,
  id: string | null,
  input: MethodInput,
): Promise<WithdrawalMethod> {
  const at = deps.now();
  if (id === null) {
    const [row] = await tx
      .insert(withdrawalMethods)
      .values({ ...toValues(input), createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await audit(
      tx,
      {
        actorId: adminId,
        action: 'withdrawal_method.create',
        targetType: 'withdrawal_method',
        targetId: row.id,
        after: toPublicWithdrawalMethod(row),
      },
      at,
    );
    return toPublicWithdrawalMethod(row);
  }
  const before = await findWithdrawalMethod(tx, id);
  if (!before) throw notFound('Withdrawal method not found');
  const [row] = await tx
    .update(withdrawalMethods)
    .set({ ...toValues(input), updatedAt: at })
    .where(eq(withdrawalMethods.id, id))
    .returning();
  if (!row) throw notFound('Withdrawal method not found');
  const change = {
    actorId: adminId,
    action: 'withdrawal_method.update',
    targetType: 'withdrawal_method',
    targetId: id,
  };
  await audit(tx, { ...change, before: toPublicWithdrawalMethod(before), after: toPublicWithdrawalMethod(row) }, at);
  return toPublicWithdrawalMethod(row);
}

/** Admin CRUD of withdrawal methods, audited; a loosened limit may wait for a second admin; a method in use is deactivated instead of deleted. */
export function createWithdrawalMethodService(deps: Deps) {
  const list = async () => (await listWithdrawalMethods(deps.db, false)).map(toPublicWithdrawalMethod);

  async function save(
    adminId: string,
    id: string | null,
    input: MethodInput,
  ): Promise<MethodChangeAnswer<WithdrawalMethod>> {
    const before = id === null ? undefined : await findWithdrawalMethod(deps.db, id);
    if (id !== null && !before) throw notFound('Withdrawal method not found');
    const changes = withdrawalMethodLoosening(before, input);
    return gateMethodChange(
      deps,
      adminId,
      { methodType: 'withdrawal', methodId: id, patch: { ...input }, changes },
      (tx) => applyWithdrawalMethodChange(deps, tx, adminId, id, input),
    );
  }

  async function remove(adminId: string, id: string): Promise<{ message: string; deactivated: boolean }> {
    const before = await findWithdrawalMethod(deps.db, id);
    if (!before) throw notFound('Withdrawal method not found');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const used = await withdrawalMethodInUse(tx, id);
      if (used)
        await tx.update(withdrawalMethods).set({ active: false, updatedAt: at }).where(eq(withdrawalMethods.id, id));
      else await tx.delete(withdrawalMethods).where(eq(withdrawalMethods.id, id));
      await audit(
        tx,
        {
          actorId: adminId,
          action: used ? 'withdrawal_method.deactivate' : 'withdrawal_method.delete',
          targetType: 'withdrawal_method',
          targetId: id,
          before: toPublicWithdrawalMethod(before),
        },
        at,
      );
      return used
        ? { message: 'Withdrawal method is in use, so it was deactivated', deactivated: true }
        : { message: 'Withdrawal method deleted', deactivated: false };
    });
  }

  return { list, save, remove };
}

const SEED_MARKER = 'seeded:withdrawal_methods';

/** First-start payout methods (USDT on TRC20, bank transfer), once per install (marker row). */
export async function seedWithdrawalMethods(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(settings)
      .values({ key: SEED_MARKER, value: true })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return;
    const base = Date.now();
    const rows: Array<Omit<typeof withdrawalMethods.$inferInsert, 'createdAt'>> = [
      {
        name: 'USDT (TRC20)',
        currency: 'USDT',
        minCents: 2_000,
        maxCents: 2_000_000,
        chargeFixedCents: 100,
        chargePercentBp: 0,
        processingTime: 'Within 24 hours',
        fields: [{ key: 'wallet_address', label: 'TRC20 wallet address', required: true }],
      },
      {
        name: 'Bank transfer',
        currency: 'USD',
        minCents: 5_000,
        maxCents: 5_000_000,
        chargeFixedCents: 0,
        chargePercentBp: 150,
        processingTime: '1-3 business days',
        fields: [
          { key: 'account_holder', label: 'Account holder name', required: true },
          { key: 'bank_name', label: 'Bank name', required: true },
          { key: 'iban', label: 'IBAN', required: true },
          { key: 'swift', label: 'SWIFT / BIC', required: false },
        ],
      },
    ];
    await tx
      .insert(withdrawalMethods)
      .values(rows.map((row, i) => ({ ...row, createdAt: new Date(base + i), updatedAt: new Date(base + i) })));
  });
}
