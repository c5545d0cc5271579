import { z } from 'zod';

// "Your data": the export of everything the platform holds about an investor, and closing the account.

/** How long a ready export can be downloaded. */
export const EXPORT_LINK_DAYS = 7;
/** The retention of a closed account's kept records when the setting is unset. */
export const DEFAULT_RETENTION_YEARS = 5;

export const exportRequestedSchema = z.object({ export_id: z.string() });
export type ExportRequested = z.infer<typeof exportRequestedSchema>;

export const exportStatusSchema = z.enum(['pending', 'running', 'ready', 'failed', 'expired']);

export const accountExportSchema = z.object({
  export_id: z.string(),
  status: exportStatusSchema,
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size_bytes: z.number().int().min(0).nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const accountExportListSchema = z.object({ exports: z.array(accountExportSchema) });

/** What still ties the account to money, as the 409 of a refused closure names it (`errors` keys). */
export const LEFTOVER_KINDS = ['wallet', 'investment', 'deposit', 'withdrawal'] as const;
export type LeftoverKind = (typeof LEFTOVER_KINDS)[number];

/** The refusal's `errors` key of one leftover: `<kind>:<id>`. */
export const leftoverKey = (kind: LeftoverKind, id: string) => `${kind}:${id}`;
export function parseLeftoverKey(key: string): { kind: LeftoverKind; id: string } | undefined {
  const [kind, id] = key.split(':');
  return LEFTOVER_KINDS.find((k) => k === kind) && id ? { kind: kind as LeftoverKind, id } : undefined;
}

export const accountClosedSchema = z.object({ closed: z.literal(true), pseudonym: z.string() });
export type AccountClosed = z.infer<typeof accountClosedSchema>;

export const ACCOUNT_CLOSED_MESSAGE =
  "This account was closed at its owner's request and cannot sign in. You can register again with the same e-mail as a new account.";
