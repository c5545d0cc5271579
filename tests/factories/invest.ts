import { randomUUID } from 'node:crypto';
import type { App } from '../../server/app.ts';
import type { InvestmentSchema, InvestResult, SchemaInputBody } from '../../src/contract/investments.ts';
import { call } from '../setup/http.ts';
import type { TestContext } from '../setup/test-app.ts';

/** Moves the test clock so deps.now() reads `iso` (then runs on with the wall clock). */
export function setClock(ctx: TestContext, iso: string | Date): Date {
  const target = typeof iso === 'string' ? new Date(iso) : iso;
  ctx.clock.offsetMs = target.getTime() - Date.now();
  return target;
}

export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;

export function schemaBody(overrides: Partial<SchemaInputBody> = {}): SchemaInputBody {
  return {
    name: `Plan ${randomUUID().slice(0, 6)}`,
    badgeText: 'Test',
    amountType: 'range',
    minAmount: 10,
    maxAmount: 10_000,
    returnType: 'percent',
    returnValue: 2,
    intervalHours: 24,
    periods: 5,
    capitalBack: true,
    offDays: [],
    featured: false,
    active: true,
    ...overrides,
  };
}

export async function createSchema(
  app: App,
  adminToken: string,
  overrides: Partial<SchemaInputBody> = {},
): Promise<InvestmentSchema> {
  const res = await call<{ schema: InvestmentSchema }>(app, 'POST', '/api/admin/schemas', {
    token: adminToken,
    body: schemaBody(overrides),
  });
  if (res.status !== 201) throw new Error(`create schema failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.schema;
}

export async function invest(
  app: App,
  token: string,
  schemaId: string,
  amount: number,
  walletType: 'main' | 'profit' = 'main',
  choices: { reinvest_profit?: boolean; at_maturity?: 'payout' | 'reinvest' } = {},
): Promise<InvestResult> {
  const res = await call<InvestResult>(app, 'POST', '/api/investments', {
    token,
    body: { schema_id: schemaId, amount, wallet_type: walletType, ...choices },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  if (res.status !== 201) throw new Error(`invest failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
