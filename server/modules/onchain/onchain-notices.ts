import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { NoticeText } from '../notifications/notice-texts.ts';
import { notify } from '../notifications/notify.ts';

export const ONCHAIN_ADMIN_LINK = '/admin/onchain';

/** A notice to every admin (a payment to review, a deep reorganisation after a credit). */
export async function notifyAdmins(
  q: Queryable,
  notice: Extract<NoticeText, { name: 'onchain_review' | 'onchain_reorg' }>,
  event: 'onchain_review' | 'onchain_reorg',
  at: Date,
): Promise<void> {
  const admins = await q.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  await notify(
    q,
    admins.map((a) => ({ userId: a.id, notice, link: ONCHAIN_ADMIN_LINK, event })),
    at,
  );
}
