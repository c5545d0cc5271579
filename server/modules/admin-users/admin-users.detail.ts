import { sql } from 'drizzle-orm';
import type { AdminUserDetail } from '../../../src/contract/admin-users.ts';
import { queryRows, type Queryable } from '../../db/client.ts';
import { isoMillis } from '../ledger/ledger.cursor.ts';
import { transactionPage } from '../transactions/transactions.service.ts';
import { listUserWallets, toPublicWallet } from '../wallets/wallets.service.ts';
import { findUserRow, toAdminUserRow } from './admin-users.repo.ts';
import { moneySections } from './admin-users.sections.ts';

type Person = { id: string; username: string; email: string; ts: string };
const person = (p: Person) => ({ id: p.id, username: p.username, email: p.email, createdAt: p.ts });

const RECENT = 20;
const REFEREES = 50;

/** Everything the admin's user page shows, in one answer; undefined when there is no such user. */
export async function userDetail(q: Queryable, userId: string): Promise<AdminUserDetail | undefined> {
  const row = await findUserRow(q, userId);
  if (!row) return undefined;
  const [walletRows, transactions, sections, kycRows, referredBy, referees, refCount] = await Promise.all([
    listUserWallets(q, userId),
    transactionPage(q, userId, RECENT, undefined),
    moneySections(q, userId, RECENT),
    queryRows<{
      status: AdminUserDetail['kyc']['status'];
      reason: string | null;
      ts: string;
      id_type: string;
      reviewed: string | null;
    }>(
      q,
      sql`SELECT status, rejection_reason AS reason, ${isoMillis('created_at')} AS ts, id_type, ${isoMillis('reviewed_at')} AS reviewed
          FROM kyc_submissions WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 1`,
    ),
    queryRows<Person>(
      q,
      sql`SELECT r.id, r.username, r.email, ${isoMillis('r.created_at')} AS ts FROM users u JOIN users r ON r.id = u.referred_by WHERE u.id = ${userId}`,
    ),
    queryRows<Person>(
      q,
      sql`SELECT id, username, email, ${isoMillis('created_at')} AS ts FROM users WHERE referred_by = ${userId}
          ORDER BY created_at DESC, id DESC LIMIT ${REFEREES}`,
    ),
    queryRows<{ n: unknown }>(q, sql`SELECT count(*) AS n FROM users WHERE referred_by = ${userId}`),
  ]);
  const kyc = kycRows[0];
  const ref = referredBy[0];
  return {
    user: { ...toAdminUserRow(row), phone: row.phone, avatar: row.avatar, referralCode: row.referral_code },
    wallets: walletRows.map(toPublicWallet),
    transactions: transactions.items,
    ...sections,
    referrals: {
      referredBy: ref ? person(ref) : null,
      referees: referees.map(person),
      total: Number(refCount[0]?.n ?? 0),
    },
    kyc: {
      status: kyc?.status ?? 'none',
      reason: kyc?.status === 'rejected' ? kyc.reason : null,
      submittedAt: kyc?.ts ?? null,
      idType: kyc?.id_type ?? null,
      reviewedAt: kyc?.reviewed ?? null,
    },
  };
}
