import type { MiddlewareHandler } from 'hono';
import type { Locale } from '../../src/contract/locales.ts';
import type { Db } from '../db/client.ts';
import { localizeText } from '../i18n/api-messages.ts';
import { callerLocale } from './caller-locale.ts';
import type { AppEnv } from './context.ts';

/**
 * The sentence of an admin's successful answer ("Sent for approval: …", "User banned", "Notification
 * sent to 3 users") in the admin's language, as onError does for refusals (api-messages.ts): the
 * services keep writing English, the `api.answer.*` templates find the id and values back. Only
 * `message` and a bulk approval's per-item refusals change; codes, fields and data stay as they are,
 * and an English answer is the body the route wrote. A replay under an Idempotency-Key, recorded
 * in English, is written again the same way.
 */

type Answer = { message?: unknown; results?: unknown };

// The maintenance answer's `message` is the admin's own text for investors, never a sentence to translate.
const OWN_TEXT = /\/admin\/maintenance$/;

/** A message the catalog knows, else its parts ("2 approved, 1 not approved", "User banned. Permissions updated"). */
function sentenceIn(locale: Locale, english: string): string {
  const whole = localizeText(locale, english);
  if (whole !== english) return whole;
  for (const glue of [', ', '. ']) {
    const parts = english.split(glue);
    if (parts.length < 2) continue;
    const said = parts.map((part) => localizeText(locale, part));
    if (said.every((part, i) => part !== parts[i])) return said.join(glue);
  }
  return english;
}

function localized(locale: Locale, body: Answer): Answer {
  const out: Answer = { ...body };
  if (typeof body.message === 'string') out.message = sentenceIn(locale, body.message);
  if (Array.isArray(body.results))
    out.results = body.results.map((r: unknown) =>
      typeof r === 'object' && r !== null && 'message' in r && typeof r.message === 'string'
        ? { ...r, message: localizeText(locale, r.message) }
        : r,
    );
  return out;
}

/** Mounted on /api/admin/*: a 2xx JSON answer of a change (not a read) with a `message`. */
export function answersInCallersLanguage(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'GET' || res.status < 200 || res.status >= 300 || OWN_TEXT.test(c.req.path)) return;
    if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
    const body = (await res.clone().json()) as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('message' in body)) return;
    const locale = await callerLocale(c, db);
    if (locale === 'en') return;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(JSON.stringify(localized(locale, body as Answer)), { status: res.status, headers });
  };
}
