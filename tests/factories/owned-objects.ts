import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp, type App } from '../../server/app.ts';
import { queryRows, type Queryable } from '../../server/db/client.ts';
import { createDiskStorage } from '../../server/lib/uploads.ts';
import type { AdminKycItem } from '../../src/contract/kyc.ts';
import type { InvestmentSchema } from '../../src/contract/investments.ts';
import type { NotificationList } from '../../src/contract/notification-shape.ts';
import type { TicketThread } from '../../src/contract/tickets.ts';
import type { Withdrawal } from '../../src/contract/withdrawals.ts';
import { call } from '../setup/http.ts';
import type { TestContext } from '../setup/test-app.ts';
import { invest } from './invest.ts';
import { fundedUser, type Funded } from './money.ts';
import { createDeposit, depositMethods, methodNamed, pngFile, usdtAccount } from './payments.ts';
import { settleBackground } from '../../server/lib/background.ts';

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export const KYC_FIELDS = {
  idType: 'passport',
  idNumber: 'X1234567',
  address: '1 Main Street',
  city: 'Toronto',
  state: 'Ontario',
  zipCode: 'M5V 2T6',
  kycAddressCountry: 'Canada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+1 555 0100',
  country: 'Canada',
};

/** Everything a user can own, made through the API, with the ids another user would try. */
export type OwnedObjects = Funded & {
  depositId: string;
  accountId: string;
  withdrawalId: string;
  investmentId: string;
  ticketId: string;
  messageId: string;
  notificationId: string;
  kycId: string;
  exportId: string;
  recurringPlanId: string;
  priceAlertId: string;
};

async function multipart(app: App, path: string, token: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await app.request(path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`no ${what}`);
  return value;
}

export async function ownedObjects(app: App, adminToken: string): Promise<OwnedObjects> {
  const user = await fundedUser(app, adminToken, 2000, 100);
  const method = await methodNamed(await depositMethods(app, user.token), 'USDT (TRC20)');
  const deposit = await createDeposit(app, user.token, method.id, '50', pngFile());
  const account = await usdtAccount(app, user.token);
  const withdrawal = await call<{ withdrawal: Withdrawal }>(app, 'POST', '/api/withdrawals', {
    token: user.token,
    body: { account_id: account.id, amount: 30 },
  });
  if (withdrawal.status !== 200)
    throw new Error(`withdrawal failed: ${withdrawal.status} ${JSON.stringify(withdrawal.body)}`);
  const schemas = await call<{ schemas: InvestmentSchema[] }>(app, 'GET', '/api/schemas', { token: user.token });
  const schema = must(
    schemas.body.schemas.find((s) => s.amountType === 'range'),
    'range schema',
  );
  const investment = await invest(app, user.token, schema.id, schema.minAmount);
  // A recurring plan that starts in a year (it never runs here) and a price alert of B's own.
  const recurring = await call<{ plan: { id: string } }>(app, 'POST', '/api/recurring-investments', {
    token: user.token,
    body: {
      schema_id: schema.id,
      amount: schema.minAmount,
      wallet_type: 'main',
      every: 'month',
      start_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    },
  });
  if (recurring.status !== 201) throw new Error(`recurring plan failed: ${recurring.status}`);
  const alert = await call<{ prices: Array<{ id: string }> }>(app, 'POST', '/api/alerts/prices', {
    token: user.token,
    body: { symbol: 'btc', level: 70_000 },
  });
  if (alert.status !== 201) throw new Error(`price alert failed: ${alert.status}`);
  const ticket = await multipart(app, '/api/tickets', user.token, {
    subject: 'Help',
    priority: 'low',
    message: 'Please',
    attachment: pngFile('screen.png'),
  });
  if (ticket.status !== 201) throw new Error(`ticket failed: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const thread = ticket.body as unknown as TicketThread;
  const kyc = await multipart(app, '/api/kyc/submit', user.token, {
    ...KYC_FIELDS,
    idDocument: new File([PDF], 'passport.pdf', { type: 'application/pdf' }),
  });
  if (kyc.status !== 200) throw new Error(`kyc failed: ${kyc.status} ${JSON.stringify(kyc.body)}`);
  const kycList = await call<{ items: AdminKycItem[] }>(app, 'GET', '/api/admin/kyc?status=pending', {
    token: adminToken,
  });
  // usdtAccount stepped this session up, which asking for an export needs too.
  const dataExport = await call<{ export_id: string }>(app, 'POST', '/api/account/export', { token: user.token });
  if (dataExport.status !== 202) throw new Error(`export failed: ${dataExport.status}`);
  // The export is built in the background: done before the caller counts rows or reads mail.
  await settleBackground();
  const notes = await call<NotificationList>(app, 'GET', '/api/notifications', { token: user.token });
  return {
    ...user,
    depositId: deposit.id,
    accountId: account.id,
    withdrawalId: withdrawal.body.withdrawal.id,
    investmentId: investment.investment.id,
    ticketId: thread.ticket.id,
    messageId: must(thread.messages[0], 'ticket message').id,
    notificationId: must(notes.body.notifications[0], 'notification')._id,
    exportId: dataExport.body.export_id,
    recurringPlanId: recurring.body.plan.id,
    priceAlertId: must(alert.body.prices[0], 'price alert').id,
    kycId: must(
      kycList.body.items.find((k) => k.userId === user.user.id),
      'kyc submission',
    ).id,
  };
}

/** Row count of every table in the public schema. */
export async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    // rate_limits counts requests by design, so it grows with any request.
    if (tablename === 'rate_limits') continue;
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM "${tablename}"`));
    counts[tablename] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Every user wallet's balance, by wallet id. */
export async function allBalances(db: Queryable): Promise<Record<string, number>> {
  const rows = await queryRows<{ id: string; balance_cents: string }>(
    db,
    sql`SELECT id, balance_cents FROM wallets ORDER BY id`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.balance_cents)]));
}

/** The test app with its uploads in a folder this test can list. */
export function appWithVisibleUploads(ctx: TestContext): { app: App; files: () => string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'uploads-seen-'));
  const app = createApp({ ...ctx.deps, storage: createDiskStorage(dir) });
  return {
    app,
    files: () => {
      try {
        return readdirSync(join(dir, 'uploads')).sort();
      } catch {
        return [];
      }
    },
  };
}
