import ky, { type KyInstance } from 'ky';
import { getSession } from './session-store.ts';
import { fromHttpError } from './http-error.ts';
import { notifyUnauthorized } from './unauthorized.ts';
import { noteResponse } from './connection.ts';
import { noteMaintenanceAnswer } from './maintenance.ts';
import { watchedFetch } from './request-watch.ts';

export const API_TIMEOUT_MS = 60_000;

/** Names one user action on a money-moving POST, so the server never runs it twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Context flag for calls that must go out without the bearer token. */
export const PUBLIC_CALL = 'publicCall';
export const publicCall = { context: { [PUBLIC_CALL]: true } } as const;

async function bodyMentionsJwtExpired(response: Response): Promise<boolean> {
  try {
    return /jwt expired/i.test(await response.clone().text());
  } catch {
    return false;
  }
}

/**
 * The one ky instance: /api prefix, 60 s timeout, bearer token, GET-only retries with backoff.
 * POSTs are never retried automatically: a money action is retried only by the user, with its key.
 */
export const api: KyInstance = ky.create({
  prefix: '/api',
  baseUrl: typeof location === 'undefined' ? undefined : location.origin,
  timeout: API_TIMEOUT_MS,
  fetch: watchedFetch,
  retry: {
    limit: 2,
    methods: ['get'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    backoffLimit: 4_000,
  },
  hooks: {
    beforeRequest: [
      ({ request, options }) => {
        // Public auth calls (login, register, reset, verify) never carry a possibly stale token.
        if (options.context[PUBLIC_CALL]) return;
        const { token } = getSession();
        if (token && !request.headers.has('Authorization')) {
          request.headers.set('Authorization', `Bearer ${token}`);
        }
      },
    ],
    afterResponse: [
      async ({ request, options, response }) => {
        noteResponse(response);
        await noteMaintenanceAnswer(response);
        // Only a request that carried a session can expire it (a failed login is not a session expiry).
        if (!request.headers.has('Authorization') || response.ok || options.context['ignoreUnauthorized']) return;
        if (response.status === 401 || (await bodyMentionsJwtExpired(response))) notifyUnauthorized();
      },
    ],
  },
});

/** Runs one API call and maps any failure to an ApiError with the call's default message. */
export async function callApi<T>(run: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw fromHttpError(error, fallback);
  }
}
