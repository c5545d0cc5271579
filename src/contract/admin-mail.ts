import { z } from 'zod';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatusView = (typeof MAIL_STATUSES)[number];

/** `GET /api/admin/mail`: the mail outbox, newest first, optionally one status; keyset paged. */
export const adminMailQuerySchema = z.strictObject({
  status: z.enum(MAIL_STATUSES).optional(),
  /** Part of the recipient's address (case-insensitive). */
  to: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** One outbox row; the body is not shown (it may carry a reset or verification link). */
export const adminMailSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** When the sender tries next (queued); null once sent or failed. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailPageSchema = z.object({ items: z.array(adminMailSchema), nextCursor: z.string().nullable() });
export type AdminMailPage = z.infer<typeof adminMailPageSchema>;

export const adminMailResendSchema = z.object({ message: z.string(), mail: adminMailSchema });
export type AdminMailResend = z.infer<typeof adminMailResendSchema>;
