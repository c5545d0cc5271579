import { translate } from './i18n/i18n.ts';

/** Said when no answer came, in the reader's language (common.json, in every language's first chunk). */
export const timeoutMessage = () => translate('error.timeout');
export const networkMessage = () => translate('error.network');

/**
 * The one error type API functions throw. `message` is ready to show to the user.
 * This module stays free of ky and zod: the first page imports it before the network code loads.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number | null;
  readonly code: string | null;
  readonly fieldErrors: Record<string, string>;
  /** A wrong code or password: tries left before the lock (0: locked), and the lock's end (ISO). */
  readonly attemptsLeft: number | null;
  readonly lockedUntil: string | null;

  constructor(
    message: string,
    options: {
      status?: number | null;
      code?: string | null;
      fieldErrors?: Record<string, string>;
      attemptsLeft?: number | null;
      lockedUntil?: string | null;
    } = {},
  ) {
    super(message);
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.fieldErrors = options.fieldErrors ?? {};
    this.attemptsLeft = options.attemptsLeft ?? null;
    this.lockedUntil = options.lockedUntil ?? null;
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || /jwt expired/i.test(this.message);
  }
}

/**
 * What a caller catches is almost always an ApiError already (callApi maps HTTP, timeout, network
 * and schema failures in http-error.ts). Anything else keeps its own message, else the default.
 */
export function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isChunkLoadError(error)) return new ApiError(networkMessage(), { code: 'NETWORK' });
  if (error instanceof Error && error.message.trim()) return new ApiError(error.message);
  return new ApiError(fallback);
}

/** The network code is a lazy chunk; failing to fetch it (offline, before the worker cached it) is a network error, not a bug to show. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}
