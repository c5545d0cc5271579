import { sql } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import { nextDueAt } from '../../../src/contract/investment-terms.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { alertsSent } from '../../db/schema-recurring.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';

const DAY_MS = 86_400_000;
const AHEAD_MS = 3 * DAY_MS;

type Row = {
  id: string;
  user_id: string;
  schema_name: string;
  amount_cents: string | number;
  next_profit_at: Date | string;
  periods: number;
  periods_paid: number;
  interval_hours: number;
  off_days: number[];
  created_at: Date | string;
  sent: string[] | null;
};

const utcDay = (t: Date) => Math.floor(t.getTime() / DAY_MS);
/** The due time of the last period: the next one stepped on past off days like the engine does. */
function maturityOf(r: Row): Date {
  let t = new Date(r.next_profit_at);
  for (let i = r.periods_paid + 1; i < r.periods; i++)
    t = nextDueAt(t, { intervalHours: r.interval_hours, offDays: r.off_days });
  return t;
}

/**
 * "Matures in 3 days" (for investments that existed 3 days before maturity) and "matures today"
 * (on the maturity's UTC day), each once per investment: the key in alerts_sent is inserted with the
 * notification, and a second process's insert does nothing, so it sends nothing. The SQL picks
 * candidates by the earliest possible maturity (off days only push it later).
 */
export async function maturingAlerts(tx: Tx, until: Date, at: Date): Promise<number> {
  const horizon = new Date(until.getTime() + AHEAD_MS);
  const rows = await queryRows<Row>(
    tx,
    sql`SELECT i.id, i.user_id, i.schema_name, i.amount_cents, i.next_profit_at, i.periods, i.periods_paid,
          i.interval_hours, i.off_days, i.created_at,
          (SELECT array_agg(s.kind) FROM alerts_sent s WHERE s.subject_id = i.id) AS sent
        FROM investments i
        WHERE i.status = 'active' AND i.periods IS NOT NULL AND i.next_profit_at IS NOT NULL
          AND i.next_profit_at + make_interval(hours => (i.periods - i.periods_paid - 1) * i.interval_hours) <= ${horizon}
        ORDER BY i.next_profit_at, i.id LIMIT 5000`,
  );
  let sent = 0;
  for (const r of rows) {
    const maturity = maturityOf(r);
    const today = utcDay(maturity) <= utcDay(until);
    const soon = !today && maturity.getTime() - until.getTime() <= AHEAD_MS;
    const existedBefore = new Date(r.created_at).getTime() <= maturity.getTime() - AHEAD_MS;
    const kind = today ? 'matures_today' : soon && existedBefore ? 'matures_in_3_days' : null;
    if (!kind || (r.sent ?? []).includes(kind)) continue;
    const claimed = await tx
      .insert(alertsSent)
      .values({ subjectId: r.id, kind, userId: r.user_id, sentAt: at })
      .onConflictDoNothing()
      .returning({ kind: alertsSent.kind });
    if (claimed.length === 0) continue;
    const days = utcDay(maturity) - utcDay(until);
    const amount = `${formatCents(Number(r.amount_cents))} USD`;
    // The moment itself: the notice and the mail write its UTC day in the reader's language (phrases.ts).
    const date = maturity.toISOString();
    await notify(
      tx,
      {
        userId: r.user_id,
        notice: { name: 'investment_maturing', values: { amount, plan: r.schema_name, days: Math.max(0, days), date } },
        link: '/user/schema-logs',
        event: 'investment_maturing',
      },
      at,
    );
    await mailUser(
      tx,
      r.user_id,
      'investment_maturing',
      { plan: r.schema_name, amount, days: Math.max(0, days), date },
      at,
    );
    sent += 1;
  }
  return sent;
}
