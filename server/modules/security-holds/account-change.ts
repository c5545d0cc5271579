import type { Queryable } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { getSettings } from '../settings/settings.service.ts';
import { accountUsableFrom } from './cooling-off.ts';

type AccountRow = { id: string; userId: string; name: string; details: Record<string, string> };

/**
 * Tells the owner (in the app and by security mail) that payout details were added or changed and
 * from when they can receive money, and audits it; call it in the change's transaction. Answers
 * when the account becomes usable (null: at once, the setting is 0).
 */
export async function announceAccountChange(
  q: Queryable,
  row: AccountRow,
  method: { name: string },
  change: 'added' | 'changed',
  at: Date,
): Promise<Date | null> {
  const { withdrawalCoolingOffHours: hours } = await getSettings(q);
  const usableFrom = accountUsableFrom(at, hours, at);
  await notify(
    q,
    {
      userId: row.userId,
      notice: {
        name: 'withdrawal_account_changed',
        values: {
          account: row.name,
          method: method.name,
          change,
          usableFrom: usableFrom ? usableFrom.toISOString() : 'now',
        },
      },
      link: '/user/withdrawal-accounts',
      event: 'withdrawal_account_changed',
    },
    at,
  );
  await mailUser(
    q,
    row.userId,
    'withdrawal_account_changed',
    { account: row.name, method: method.name, change, usableFrom: usableFrom ? usableFrom.toISOString() : 'now' },
    at,
  );
  await audit(
    q,
    {
      actorId: row.userId,
      action: change === 'added' ? 'withdrawal_account.create' : 'withdrawal_account.update',
      targetType: 'withdrawal_account',
      targetId: row.id,
      after: {
        name: row.name,
        method: method.name,
        usableFrom: usableFrom?.toISOString() ?? null,
        coolingOffHours: hours,
      },
    },
    at,
  );
  return usableFrom;
}
