import { z } from 'zod';
import { TRANSACTION_TYPES } from './transaction-types.ts';

/** Longest custom range one statement covers (a leap year); a longer one is 400 naming `to`. */
export const STATEMENT_MAX_DAYS = 366;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day (2026-02-30 is refused) between 2000 and 2099. */
const isDay = (value: string): boolean => {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value &&
    value >= '2000-01-01' &&
    value < '2100-01-01'
  );
};

const day = z.string().max(10).refine(isDay, 'must be a date YYYY-MM-DD (2000-2099)');
const month = z
  .string()
  .max(7)
  .refine((v) => MONTH.test(v) && v >= '2000-01' && v < '2100-01', 'must be a month YYYY-MM (2000-2099)');

/** The period of a statement: a calendar month, or a custom range of whole UTC days (both ends included). */
const periodShape = { month: month.optional(), from: day.optional(), to: day.optional() };

function checkPeriod(
  q: { month?: string | undefined; from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (q.month !== undefined) {
    if (q.from !== undefined || q.to !== undefined)
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'cannot be combined with from/to' });
    return;
  }
  if (q.from === undefined)
    return void ctx.addIssue({ code: 'custom', path: ['from'], message: 'is required (or give month)' });
  if (q.to === undefined)
    return void ctx.addIssue({ code: 'custom', path: ['to'], message: 'is required (or give month)' });
  const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
  if (span < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
  else if (span > STATEMENT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${STATEMENT_MAX_DAYS} days after from` });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `main`, `profit`, or one of the user's wallet ids (as GET /api/wallet/wallets lists them). */
const walletRef = z
  .string()
  .max(36)
  .refine((v) => v === 'main' || v === 'profit' || UUID.test(v), 'must be main, profit or a wallet id');

export const statementQuerySchema = z.strictObject({ wallet: walletRef, ...periodShape }).superRefine(checkPeriod);
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const monthReportQuerySchema = z.strictObject({ month });
export const yearlyQuerySchema = z.strictObject({});

export const statementMovementSchema = z.object({
  transactionId: z.string(),
  reference: z.string(),
  /** ISO 8601 UTC with milliseconds: when the ledger transaction was posted. */
  date: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  description: z.string(),
  /** Gross amount in or out; the wallet changed by in - out - fee. */
  in: z.number(),
  out: z.number(),
  fee: z.number(),
  balance: z.number(),
});
export type StatementMovement = z.infer<typeof statementMovementSchema>;

export const statementPeriodSchema = z.object({
  /** First and last day included (YYYY-MM-DD, UTC). */
  from: z.string(),
  to: z.string(),
  /** The instants: start included, end excluded. */
  start: z.string(),
  end: z.string(),
  timeZone: z.literal('UTC'),
  label: z.string(),
});

export const statementSchema = z.object({
  platform: z.string(),
  holder: z.object({ name: z.string(), email: z.string(), username: z.string() }),
  wallet: z.object({ type: z.enum(['main', 'profit']), name: z.string(), currency: z.string() }),
  period: statementPeriodSchema,
  openingBalance: z.number(),
  closingBalance: z.number(),
  totals: z.object({ in: z.number(), out: z.number(), fees: z.number(), movements: z.number().int() }),
  movements: z.array(statementMovementSchema),
  generatedAt: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

export const yearSummarySchema = z.object({
  year: z.number().int(),
  deposits: z.number(),
  withdrawals: z.number(),
  profitEarned: z.number(),
  referralIncome: z.number(),
  bonuses: z.number(),
  feesPaid: z.number(),
});
export type YearSummary = z.infer<typeof yearSummarySchema>;

export const yearlySummarySchema = z.object({
  platform: z.string(),
  holder: z.object({ name: z.string(), email: z.string(), username: z.string() }),
  currency: z.string(),
  timeZone: z.literal('UTC'),
  years: z.array(yearSummarySchema),
});
export type YearlySummary = z.infer<typeof yearlySummarySchema>;
