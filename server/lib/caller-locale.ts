import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Locale } from '../../src/contract/locales.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { localeOf } from '../i18n/translate.ts';
import type { AppEnv } from './context.ts';

/**
 * The language an answer is written in: the signed-in account's (a send checks only its token, so
 * the token's subject counts too), else the request's Accept-Language, else English. Read only when
 * an error is answered, so the session lookup of every request stays as it is; a failed read (the
 * database is what failed) falls back to the header.
 */
export async function callerLocale(c: Context<AppEnv>, db: Db | undefined): Promise<Locale> {
  const header = c.req.header('accept-language');
  const userId = c.get('user')?.id ?? c.get('tokenSubject');
  if (!userId || !db) return localeOf(null, header);
  try {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
    return localeOf(row?.language, header);
  } catch {
    return localeOf(null, header);
  }
}
