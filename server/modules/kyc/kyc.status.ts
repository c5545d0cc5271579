import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema-kyc.ts';

export type KycState = {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  reason: string | null;
  submittedAt: string | null;
};

/** A user's KYC state from their newest submission; other modules (withdrawals) gate on it. */
export async function kycStateOf(q: Queryable, userId: string): Promise<KycState> {
  const [row] = await q
    .select({
      status: kycSubmissions.status,
      reason: kycSubmissions.rejectionReason,
      createdAt: kycSubmissions.createdAt,
    })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1);
  if (!row) return { status: 'none', reason: null, submittedAt: null };
  return {
    status: row.status,
    reason: row.status === 'rejected' ? row.reason : null,
    submittedAt: row.createdAt.toISOString(),
  };
}

export async function isKycApproved(q: Queryable, userId: string): Promise<boolean> {
  return (await kycStateOf(q, userId)).status === 'approved';
}
