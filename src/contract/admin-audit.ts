import { z } from 'zod';

/** `GET /api/admin/audit`: newest first; filter by the admin who acted or by the user concerned. */
export const auditQuerySchema = z.strictObject({
  actor: z.uuid('must be a user id').optional(),
  /** The user an entry concerns: the target itself, one of their wallets, or a userId in the values. */
  targetUser: z.uuid('must be a user id').optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'is not a valid cursor')
    .optional(),
});

export const auditEntrySchema = z.object({
  id: z.number(),
  actor: z.object({ id: z.string(), username: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
