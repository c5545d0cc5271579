import { z } from 'zod';

export const REFERRAL_SOURCES = ['deposit', 'investment', 'profit'] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** `GET /api/referrals`: the caller's code and link, people per level, lifetime commissions. */
export const referralStatsSchema = z.object({
  code: z.string(),
  link: z.string(),
  currency: z.string(),
  totalEarned: z.number(),
  totalReferrals: z.number(),
  levels: z.array(z.object({ level: z.number(), count: z.number(), earned: z.number() })),
  /** Current commission percents per level for each source; an empty list when switched off. */
  commissions: z.object({ deposit: z.array(z.number()), investment: z.array(z.number()), profit: z.array(z.number()) }),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const referralLogSchema = z.object({
  id: z.string(),
  fromUsername: z.string(),
  level: z.number(),
  source: z.enum(REFERRAL_SOURCES),
  sourceAmount: z.number(),
  percent: z.number(),
  amount: z.number(),
  createdAt: z.string(),
});
export type ReferralLog = z.infer<typeof referralLogSchema>;

/** `GET /api/referrals/logs`: `{ logs }` (docs/product.md, "API calls"), plus the keyset cursor of the next page. */
export const referralLogsSchema = z.object({
  logs: z.array(referralLogSchema),
  nextCursor: z.string().nullable().optional(),
});
export type ReferralLogs = z.infer<typeof referralLogsSchema>;

export const referralLogQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
