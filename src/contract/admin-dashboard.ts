import { z } from 'zod';

const countAndSum = z.object({ count: z.number(), amount: z.number() });
/** null when the module that owns the figure is not installed. */
const maybe = <T extends z.ZodType>(s: T) => s.nullable();

export const dashboardSchema = z.object({
  currency: z.string(),
  generatedAt: z.string(),
  users: z.object({ total: z.number(), newToday: z.number(), banned: z.number() }),
  deposits: z.object({ pending: maybe(countAndSum), approved: countAndSum }),
  withdrawals: z.object({ pending: maybe(countAndSum), approved: countAndSum }),
  investments: z.object({ totalInvested: z.number(), active: maybe(z.number()) }),
  profitPaid: z.number(),
  feeIncome: z.number(),
  kycPending: z.number(),
  openTickets: maybe(z.number()),
  chart: z.array(z.object({ day: z.string(), deposits: z.number(), withdrawals: z.number(), investments: z.number() })),
  profitEngine: z.object({ lastRunAt: z.string().nullable(), late: z.boolean(), expectedEverySeconds: z.number() }),
  /** The chain watcher per on-chain deposit method: blocks behind the head (null before its first scan), its last RPC error. */
  onchain: z
    .array(
      z.object({
        methodName: z.string(),
        chainId: z.number(),
        lag: z.number().nullable(),
        error: z.string().nullable(),
      }),
    )
    .optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
