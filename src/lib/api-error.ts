import { HTTPError, NetworkError, SchemaValidationError, TimeoutError } from 'ky';
import { errorBodySchema } from '../contract/errors.ts';

export const TIMEOUT_MESSAGE = 'The request took too long to respond. Please try again.';
export const NETWORK_MESSAGE = 'Network error. Check your connection and try again.';

/** The one error type API functions throw. `message` is ready to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: string | null;
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, options: { status?: number | null; code?: string | null; fieldErrors?: Record<string, string> } = {}) {
    super(message);
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.fieldErrors = options.fieldErrors ?? {};
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || /jwt expired/i.test(this.message);
  }
}

/**
 * Maps anything a call can throw to an ApiError (spec §8): the response's `message` field,
 * else the error's own message, else the call's default. HTTP errors without a usable body and
 * invalid response shapes use the default, since their own messages are technical.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) return new ApiError(TIMEOUT_MESSAGE, { code: 'TIMEOUT' });
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = errorBodySchema.partial().safeParse(error.data);
    if (body.success) {
      const message = body.data.message?.trim() ? body.data.message : fallback;
      return new ApiError(message, { status, code: body.data.code ?? null, fieldErrors: body.data.errors ?? {} });
    }
    return new ApiError(fallback, { status });
  }
  if (error instanceof NetworkError) return new ApiError(NETWORK_MESSAGE, { code: 'NETWORK' });
  if (error instanceof SchemaValidationError) return new ApiError(fallback, { code: 'INVALID_RESPONSE' });
  if (error instanceof Error && error.message.trim()) return new ApiError(error.message);
  return new ApiError(fallback);
}
