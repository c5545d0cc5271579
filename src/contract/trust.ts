import { z } from 'zod';

// Anti-phishing code, support view and maintenance mode: what the server accepts and answers.

/** 4 to 20 letters and digits: shown verbatim at the top of every mail, so nothing that could be markup. */
export const antiPhishingCodeRequestSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{4,20}$/, 'must be 4 to 20 letters and digits'),
});

/** The code is the user's own: shown back to them on their Security page only. */
export const antiPhishingCodeSchema = z.object({ code: z.string().nullable(), updated_at: z.string().nullable() });
export type AntiPhishingCode = z.infer<typeof antiPhishingCodeSchema>;

export const SUPPORT_VIEW_MINUTES = 30;

export const supportViewRequestSchema = z.object({
  reason: z.string().trim().min(5, 'must say why, in at least 5 characters').max(500, 'must be at most 500 characters'),
});

/** The support token opens the user's app read-only until `expires_at`; it is never the user's own session. */
export const supportViewOpenedSchema = z.object({
  view_id: z.string(),
  token: z.string(),
  user_id: z.string(),
  reason: z.string(),
  expires_at: z.string(),
});
export type SupportViewOpened = z.infer<typeof supportViewOpenedSchema>;

/** What the investor sees: when support looked and why (never which admin's account). */
export const supportViewRecordSchema = z.object({
  id: z.string(),
  opened_at: z.string(),
  expires_at: z.string(),
  reason: z.string(),
});
export const supportViewListSchema = z.object({ items: z.array(supportViewRecordSchema) });
export type SupportViewRecord = z.infer<typeof supportViewRecordSchema>;

export const maintenanceRequestSchema = z.object({
  on: z.boolean(),
  message: z.string().trim().max(300, 'must be at most 300 characters').default(''),
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;

export const maintenanceStateSchema = z.object({
  on: z.boolean(),
  message: z.string(),
  until: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;
