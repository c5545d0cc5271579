import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import type { adminBalanceRequestSchema, MoneyResult } from '../../../src/contract/transfers.ts';
import { users, wallets } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { notify } from '../notifications/notify.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { post } from '../ledger/ledger.post.ts';
import { sideFromDeltas, transactionView } from '../ledger/ledger.view.ts';
import { toPublicWallet } from '../wallets/wallets.repo.ts';

type BalanceInput = z.output<typeof adminBalanceRequestSchema>;

/**
 * An admin adds to or takes from a user's wallet against the admin-adjustments account.
 * Until deposits exist this is how money enters. Audited with the balance before and after.
 */
export function createAdminBalanceService(deps: Deps) {
  async function adjust(adminId: string, targetUserId: string, input: BalanceInput): Promise<MoneyResult> {
    const target = isUuid(targetUserId)
      ? (
          await deps.db
            .select({ walletId: wallets.id, email: users.email, currency: wallets.currency })
            .from(users)
            .innerJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.type, input.wallet_type)))
            .where(eq(users.id, targetUserId))
            .limit(1)
        )[0]
      : undefined;
    if (!target) throw notFound('User not found');

    const signed = input.type === 'add' ? input.amount : -input.amount;
    const at = deps.now();
    const walletName = input.wallet_type === 'main' ? 'Main Wallet' : 'Profit Wallet';
    const result = await deps.db.transaction(async (tx) => {
      const posted = await post(tx, {
        type: 'admin_adjustment',
        description: `${input.type === 'add' ? 'Added to' : 'Subtracted from'} ${walletName} by admin: ${input.reason}`,
        userId: targetUserId,
        amountCents: input.amount,
        metadata: { adminId, reason: input.reason, direction: input.type, walletType: input.wallet_type },
        postings: [
          { walletId: target.walletId, amountCents: signed },
          { walletId: systemWalletId('admin_adjustments'), amountCents: -signed },
        ],
        at,
        insufficient: { message: `Cannot subtract more than the ${walletName} balance` },
      });
      const beforeCents = posted.before.get(target.walletId) ?? 0;
      await audit(
        tx,
        {
          actorId: adminId,
          action: `balance.${input.type}`,
          targetType: 'wallet',
          targetId: target.walletId,
          before: { userId: targetUserId, walletType: input.wallet_type, balance: centsToNumber(beforeCents) },
          after: { userId: targetUserId, walletType: input.wallet_type, balance: centsToNumber(beforeCents + signed), reference: posted.transaction.reference },
          reason: input.reason,
        },
        at,
      );
      const verb = input.type === 'add' ? 'added to' : 'deducted from';
      await notify(
        tx,
        {
          userId: targetUserId,
          message: `${formatCents(input.amount)} ${target.currency} was ${verb} your ${walletName} by an administrator (${posted.transaction.reference})`,
          link: '/user/transactions',
        },
        at,
      );
      return posted;
    });
    return {
      message: input.type === 'add' ? 'Balance added successfully' : 'Balance subtracted successfully',
      transaction: transactionView(result.transaction, targetUserId, sideFromDeltas(result.deltas, new Map([[target.walletId, input.wallet_type]]))),
      wallets: result.wallets.map(toPublicWallet),
    };
  }

  return { adjust };
}
