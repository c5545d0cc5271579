import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { localizeError } from '../../i18n/api-messages.ts';
import { callerLocale } from '../../lib/caller-locale.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { FieldErrors } from '../../lib/errors.ts';

type RecordedError = { message: string; errors?: FieldErrors } & Record<string, unknown>;

const isRecordedError = (value: unknown): value is RecordedError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string' &&
  ((value as { errors?: unknown }).errors === undefined || typeof (value as { errors?: unknown }).errors === 'object');

/**
 * A refused send is recorded under its key in the send's own transaction, before app.ts's onError
 * would write its message in the caller's language, so the record holds the English the send threw.
 * Its replay is written again here as onError writes an answer: the caller's language (the account's
 * language as it is now), the same status, code, fields and request id. English is the record itself.
 */
export async function replayInCallerLanguage(c: Context<AppEnv>, db: Db, body: string): Promise<string> {
  let recorded: unknown;
  try {
    recorded = JSON.parse(body);
  } catch {
    return body;
  }
  if (!isRecordedError(recorded)) return body;
  const locale = await callerLocale(c, db);
  if (locale === 'en') return body;
  const { message, errors } = localizeError(locale, recorded.message, recorded.errors);
  return JSON.stringify({ ...recorded, message, ...(errors ? { errors } : {}) });
}
