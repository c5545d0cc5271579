import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import type { Tx } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import { deposits } from '../../db/schema-deposits.ts';
import type { Deps } from '../../lib/context.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { lockWallets } from '../ledger/ledger.lock.ts';
import { post, type WalletRow } from '../ledger/ledger.post.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import type { DepositRow } from './deposits.view.ts';

export const DEPOSIT_LOG_LINK = '/user/deposit/logs';

/**
 * Money in for a deposit that just left 'pending' for 'approved' in `tx` (the caller's guarded
 * UPDATE): the ledger posting, its link on the deposit, the user's notice and mail, and the
 * deposit_approved event (referral commissions, badges). An admin's approval and a paid card
 * session both come through here, so a deposit is credited the same way whoever settles it.
 */
export async function creditApprovedDeposit(deps: Deps, tx: Tx, row: DepositRow, at: Date): Promise<WalletRow[]> {
  const [main] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.userId, row.userId), eq(wallets.type, 'main')))
    .limit(1);
  if (!main) throw new Error(`user ${row.userId} has no main wallet`);
  // The event's handlers post too (the referrers' commissions, badge bonuses): every wallet
  // of the operation is locked here, in one id order, before the first lock.
  await lockWallets(tx, [
    main.id,
    ...(await deps.events.walletsToLock(tx, { kind: 'deposit_approved', userId: row.userId })),
  ]);
  const net = row.amountCents - row.chargeCents;
  const shown = `${formatCents(row.amountCents)} USD`;
  const posted = await post(tx, {
    type: 'deposit',
    description: `Deposit via ${row.methodName} (${row.reference})`,
    userId: row.userId,
    amountCents: row.amountCents,
    chargeCents: row.chargeCents,
    metadata: { depositId: row.id, depositReference: row.reference },
    postings: [
      { walletId: systemWalletId('deposits_clearing'), amountCents: -row.amountCents },
      { walletId: main.id, amountCents: net },
      { walletId: systemWalletId('fees_earned'), amountCents: row.chargeCents },
    ],
    at,
  });
  await tx.update(deposits).set({ ledgerTransactionId: posted.transaction.id }).where(eq(deposits.id, row.id));
  await notify(
    tx,
    {
      userId: row.userId,
      notice: {
        name: 'deposit_approved',
        values: { amount: shown, credited: `${formatCents(net)} USD`, reference: row.reference },
      },
      link: DEPOSIT_LOG_LINK,
      event: 'deposit_approved',
    },
    at,
  );
  await mailUser(
    tx,
    row.userId,
    'deposit_approved',
    { amount: shown, credited: `${formatCents(net)} USD`, reference: row.reference },
    at,
  );
  await deps.events.emit(tx, {
    kind: 'deposit_approved',
    userId: row.userId,
    sourceId: row.id,
    amountCents: row.amountCents,
    at,
  });
  return posted.wallets;
}
