import { z } from 'zod';

export const badgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  rank: z.number(),
  minDeposited: z.number(),
  minInvested: z.number(),
  minEarned: z.number(),
  minReferrals: z.number(),
  bonus: z.number(),
  active: z.boolean(),
  reached: z.boolean(),
  reachedAt: z.string().nullable(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** What counts toward badges: deposits, investments, profit + referral earnings, people referred. */
export const badgeStatsSchema = z.object({
  deposited: z.number(),
  invested: z.number(),
  earned: z.number(),
  referrals: z.number(),
});
export type BadgeStats = z.infer<typeof badgeStatsSchema>;

/** `GET /api/auth/progression`. percent is toward `next` (100 when every badge is reached). */
export const progressionSchema = z.object({
  current: badgeSchema.nullable(),
  next: badgeSchema.nullable(),
  percent: z.number(),
  stats: badgeStatsSchema,
});
export type Progression = z.infer<typeof progressionSchema>;

/** `GET /api/ranking-badges`: every active badge in ladder order, reached or not. */
export const rankingBadgesSchema = progressionSchema.extend({ badges: z.array(badgeSchema) });
export type RankingBadges = z.infer<typeof rankingBadgesSchema>;

const money0 = z
  .number()
  .min(0, 'must be 0 or more')
  .max(100_000_000, 'is too large')
  .multipleOf(0.01, 'must have at most 2 decimal places');

/** Admin create/update of a badge; thresholds of 0 are not required. */
export const badgeInputSchema = z.strictObject({
  name: z.string().trim().min(2, 'must be at least 2 characters').max(60, 'must be at most 60 characters'),
  icon: z.string().trim().max(16, 'must be at most 16 characters').default(''),
  description: z.string().trim().max(255, 'must be at most 255 characters').default(''),
  rank: z.number().int().min(1).max(1000),
  minDeposited: money0.default(0),
  minInvested: money0.default(0),
  minEarned: money0.default(0),
  minReferrals: z.number().int().min(0).max(1_000_000).default(0),
  bonus: money0.default(0),
  active: z.boolean().default(true),
});
export type BadgeInput = z.output<typeof badgeInputSchema>;
/** A badge as the admin sees it: with the number of users holding it. */
export const adminBadgeSchema = badgeSchema.extend({ holders: z.number() });
export type AdminBadge = z.infer<typeof adminBadgeSchema>;
export const adminBadgeListSchema = z.object({ badges: z.array(adminBadgeSchema) });
/** `POST /api/admin/badges` and `PUT /api/admin/badges/{id}`. */
export const adminBadgeResultSchema = z.object({ message: z.string(), badge: adminBadgeSchema });
/** `DELETE /api/admin/badges/{id}`: a badge someone holds is deactivated instead (`deleted: false`). */
export const adminBadgeDeleteSchema = z.object({ message: z.string(), deleted: z.boolean() });
