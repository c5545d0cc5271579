import { z } from 'zod';

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export const TICKET_STATUSES = ['open', 'answered', 'customer-reply', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

const messageField = z.string().trim().min(1, 'is required').max(5000, 'must be at most 5000 characters');

/** `POST /api/tickets`: JSON, or multipart with the same fields plus an optional `attachment`. */
export const createTicketSchema = z.strictObject({
  subject: z.string().trim().min(3, 'must be at least 3 characters').max(150, 'must be at most 150 characters'),
  priority: z.enum(TICKET_PRIORITIES, 'must be low, medium or high'),
  message: messageField,
});
export type CreateTicketRequest = z.infer<typeof createTicketSchema>;

/** A reply (`POST .../messages`): JSON or multipart, same optional `attachment`. */
export const ticketReplySchema = z.strictObject({ message: messageField });
export const TICKET_FILE_FIELD = 'attachment';

export const ticketQuerySchema = z.strictObject({
  status: z.enum([...TICKET_STATUSES, 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketPageSchema = z.object({ items: z.array(ticketSchema), nextCursor: z.string().nullable() });

export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['user', 'admin']),
  authorName: z.string(),
  body: z.string(),
  attachment: z.object({ url: z.string(), name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketThreadSchema = z.object({ ticket: ticketSchema, messages: z.array(ticketMessageSchema) });
export type TicketThread = z.infer<typeof ticketThreadSchema>;
