import { z } from 'zod';
import { KYC_STATES } from './kyc-states.ts';
import { ROLES } from './auth.ts';
import { transactionSchema } from './transaction-shape.ts';
import { walletSchema } from './wallet-shape.ts';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** `GET /api/admin/users` query: search by name, username or e-mail, filters, keyset paging. */
export const adminUserQuerySchema = z.strictObject({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  banned: flag.optional(),
  closed: flag.optional(),
  kyc: z.enum(KYC_STATES).optional(),
  hasBalance: flag.optional(),
  role: z.enum(ROLES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const userSwitchesSchema = z.object({
  canDeposit: z.boolean(),
  canWithdraw: z.boolean(),
  canSendMoney: z.boolean(),
});
export type UserSwitches = z.infer<typeof userSwitchesSchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  emailVerified: z.boolean(),
  bannedAt: z.string().nullable(),
  banReason: z.string().nullable(),
  /** Set once the investor closed the account: its personal data is already replaced by a pseudonym. */
  closedAt: z.string().nullable(),
  kycStatus: z.enum(KYC_STATES),
  mainBalance: z.number(),
  profitBalance: z.number(),
  createdAt: z.string(),
  ...userSwitchesSchema.shape,
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;
export const adminUserPageSchema = z.object({ items: z.array(adminUserRowSchema), nextCursor: z.string().nullable() });

const personRef = z.object({ id: z.string(), username: z.string(), email: z.string(), createdAt: z.string() });

/** A section whose table belongs to a module that may not be installed reports `available: false`. */
const section = <T extends z.ZodType>(item: T) => z.object({ available: z.boolean(), items: z.array(item) });
const moneyRow = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.string(),
  label: z.string(),
  createdAt: z.string(),
});

export const adminUserDetailSchema = z.object({
  user: adminUserRowSchema.extend({ phone: z.string(), avatar: z.string().nullable(), referralCode: z.string() }),
  wallets: z.array(walletSchema),
  transactions: z.array(transactionSchema),
  deposits: section(moneyRow),
  withdrawals: section(moneyRow),
  investments: section(moneyRow),
  referrals: z.object({ referredBy: personRef.nullable(), referees: z.array(personRef), total: z.number() }),
  kyc: z.object({
    status: z.enum(KYC_STATES),
    reason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    idType: z.string().nullable(),
    reviewedAt: z.string().nullable(),
  }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailResponseSchema = z.object({ data: adminUserDetailSchema });

const reason = z.string().trim().min(3, 'must be at least 3 characters').max(255, 'must be at most 255 characters');

/** `PATCH /api/admin/users/{id}`: ban or unban (with a reason) and/or the per-user switches. */
export const adminUserPatchSchema = z
  .strictObject({
    banned: z.boolean().optional(),
    reason: reason.optional(),
    canDeposit: z.boolean().optional(),
    canWithdraw: z.boolean().optional(),
    canSendMoney: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.banned !== undefined && v.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'is required' });
    if (Object.values(v).every((x) => x === undefined))
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'must change something' });
  });
export type AdminUserPatch = z.input<typeof adminUserPatchSchema>;
export const adminUserPatchResponseSchema = z.object({ message: z.string(), data: adminUserRowSchema });
