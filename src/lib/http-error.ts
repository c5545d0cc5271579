import { HTTPError, NetworkError, SchemaValidationError, TimeoutError } from 'ky';
import { partialErrorBodySchema } from '../contract/errors.ts';
import { ApiError, networkMessage, timeoutMessage, toApiError } from './api-error.ts';
import { checkReachable, markDegraded, markUnreachable } from './connection.ts';
import { translate } from './i18n/i18n.ts';

/** A read failed after its retries: the server is unreachable; a write failed once: check first. */
function noteLost(request: Request): void {
  if (request.method === 'GET') markUnreachable();
  else checkReachable();
}

/**
 * Maps anything a ky call can throw to an ApiError (docs/product.md, "Error catalogue"): the response's `message` field,
 * else the error's own message, else the call's default. HTTP errors without a usable body and
 * invalid response shapes use the default, since their own messages are technical.
 * It lives beside the ky instance, in the lazily loaded network code.
 */
export function fromHttpError(error: unknown, fallback: string): ApiError {
  if (error instanceof TimeoutError) {
    noteLost(error.request);
    return new ApiError(timeoutMessage(), { code: 'TIMEOUT' });
  }
  if (error instanceof HTTPError) {
    const status = error.response.status;
    if (status >= 500 && error.request.method === 'GET') markDegraded();
    const body = partialErrorBodySchema.safeParse(error.data);
    if (body.success) {
      // A crash's own words ("...: boom") say nothing to an investor: a calm sentence on screen, the detail in the log.
      const crashed = status === 500;
      if (crashed) console.error('server error', error.request.method, error.request.url, body.data);
      const message = crashed ? translate('error.server') : body.data.message?.trim() ? body.data.message : fallback;
      const { attemptsLeft = null, lockedUntil = null } = body.data;
      return new ApiError(message, {
        status,
        code: body.data.code ?? null,
        fieldErrors: body.data.errors ?? {},
        attemptsLeft,
        lockedUntil,
      });
    }
    return new ApiError(fallback, { status });
  }
  if (error instanceof NetworkError) {
    noteLost(error.request);
    return new ApiError(networkMessage(), { code: 'NETWORK' });
  }
  if (error instanceof SchemaValidationError) return new ApiError(fallback, { code: 'INVALID_RESPONSE' });
  return toApiError(error, fallback);
}
