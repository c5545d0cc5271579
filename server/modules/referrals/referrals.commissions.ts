import { eq, sql } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import type { ReferralSource } from '../../../src/contract/referrals.ts';
import type { Settings } from '../../../src/contract/settings.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { referralCommissions } from '../../db/schema-referrals.ts';
import type { Deps } from '../../lib/context.ts';
import type { MoneyEvent, PlannedEvent } from '../../lib/money-events.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { computeCharge, percentToBasisPoints } from '../ledger/ledger.charge.ts';
import { post } from '../ledger/ledger.post.ts';
import { notify } from '../notifications/notify.ts';
import { getSettings } from '../settings/settings.service.ts';

export const REFERRAL_LINK = '/user/referral';

const SOURCE_OF: Partial<Record<MoneyEvent['kind'], ReferralSource>> = {
  deposit_approved: 'deposit',
  investment_made: 'investment',
  profit_paid: 'profit',
};

/** The percents per level for one source, or none when that commission is switched off. */
export function levelsFor(settings: Settings, source: ReferralSource): number[] {
  if (source === 'deposit') return settings.referralDepositEnabled ? settings.referralDepositLevels : [];
  if (source === 'investment') return settings.referralInvestmentEnabled ? settings.referralInvestmentLevels : [];
  return settings.referralProfitEnabled ? settings.referralProfitLevels : [];
}

/** Settings read once per transaction: the engine emits an event for every period of a batch. */
const settingsByTx = new WeakMap<Tx, Promise<Settings>>();
function settingsOnce(tx: Tx): Promise<Settings> {
  let cached = settingsByTx.get(tx);
  if (!cached) {
    cached = getSettings(tx);
    settingsByTx.set(tx, cached);
  }
  return cached;
}

type Upline = { user_id: string; level: number; wallet_id: string; currency: string; banned: boolean };

/** The user's referrers up to `depth` levels, nearest first, with their Profit wallets. */
function uplineOf(tx: Tx, userId: string, depth: number): Promise<Upline[]> {
  return queryRows<Upline>(
    tx,
    sql`WITH RECURSIVE up(id, level) AS (
        SELECT referred_by, 1 FROM users WHERE id = ${userId} AND referred_by IS NOT NULL
        UNION ALL
        SELECT u.referred_by, up.level + 1 FROM up JOIN users u ON u.id = up.id WHERE up.level < ${depth} AND u.referred_by IS NOT NULL
      )
      SELECT up.id AS user_id, up.level, w.id AS wallet_id, w.currency, (u.banned_at IS NOT NULL) AS banned
      FROM up JOIN users u ON u.id = up.id JOIN wallets w ON w.user_id = up.id AND w.type = 'profit'
      ORDER BY up.level`,
  );
}

/**
 * The levels of commission an event pays, none when its source is not commissioned or switched off.
 * Read once per transaction, so a lock plan and the payment see the same depth.
 */
export async function commissionLevels(tx: Tx, kind: MoneyEvent['kind']): Promise<number[]> {
  const source = SOURCE_OF[kind];
  if (!source) return [];
  const percents = levelsFor(await settingsOnce(tx), source);
  return percents.some((p) => p > 0) ? percents : [];
}

/** The lock plan of payCommissions (and of the referrers' badge checks): every Profit wallet it may credit. */
export async function commissionWallets(tx: Tx, event: PlannedEvent): Promise<string[]> {
  const percents = await commissionLevels(tx, event.kind);
  if (percents.length === 0) return [];
  return (await uplineOf(tx, event.userId, percents.length)).map((ref) => ref.wallet_id);
}

/**
 * Pays the commissions of one source event up the referrer chain, only as deep as the configured
 * levels, into each referrer's Profit wallet. The commission row is written first with ON CONFLICT
 * DO NOTHING on (source, level), so a replayed event pays nothing twice. Banned referrers are skipped.
 * Returns the users who earned, so badge checks can follow.
 */
export async function payCommissions(tx: Tx, event: MoneyEvent, deps: Pick<Deps, 'log'>): Promise<string[]> {
  const source = SOURCE_OF[event.kind];
  if (!source || event.amountCents <= 0) return [];
  const percents = await commissionLevels(tx, event.kind);
  if (percents.length === 0) return [];
  const upline = await uplineOf(tx, event.userId, percents.length);
  const [from] = await queryRows<{ username: string }>(tx, sql`SELECT username FROM users WHERE id = ${event.userId}`);
  const earners: string[] = [];
  for (const ref of upline) {
    const level = Number(ref.level);
    const bp = percentToBasisPoints(percents[level - 1] ?? 0);
    const amount = computeCharge(event.amountCents, { fixedCents: 0, percentBasisPoints: bp });
    if (amount <= 0 || ref.banned) continue;
    const [row] = await tx
      .insert(referralCommissions)
      .values({
        userId: ref.user_id,
        fromUserId: event.userId,
        level,
        sourceKind: source,
        sourceId: event.sourceId,
        sourceAmountCents: event.amountCents,
        percentBasisPoints: bp,
        amountCents: amount,
        createdAt: event.at,
      })
      .onConflictDoNothing()
      .returning({ id: referralCommissions.id });
    if (!row) {
      deps.log.warn('referral commission already paid', { source, sourceId: event.sourceId, level });
      continue;
    }
    const posted = await post(tx, {
      type: 'referral',
      description: `Level ${level} ${source} commission from ${from?.username ?? 'a referral'}`,
      userId: ref.user_id,
      counterpartyUserId: event.userId,
      amountCents: amount,
      metadata: { source, sourceId: event.sourceId, level, commissionId: row.id },
      postings: [
        { walletId: systemWalletId('referrals_paid'), amountCents: -amount },
        { walletId: ref.wallet_id, amountCents: amount },
      ],
      at: event.at,
    });
    await tx
      .update(referralCommissions)
      .set({ transactionId: posted.transaction.id })
      .where(eq(referralCommissions.id, row.id));
    await notify(
      tx,
      {
        userId: ref.user_id,
        notice: {
          name: 'referral_commission',
          values: {
            amount: `${formatCents(amount)} ${ref.currency}`,
            level,
            hasFrom: from?.username ? 'yes' : 'no',
            from: from?.username ?? '',
            source,
          },
        },
        link: REFERRAL_LINK,
        event: 'referral_commission',
      },
      event.at,
    );
    earners.push(ref.user_id);
  }
  return earners;
}
