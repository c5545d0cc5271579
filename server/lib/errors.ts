import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/contract/error-codes.ts';
import type { ErrorBody } from '../../src/contract/errors.ts';
import type * as core from 'zod/v4/core';

export type FieldErrors = Record<string, string>;
/** The zod issue a field's problem was taken from, when it was (server/lib/validate.ts). */
export type FieldIssues = Record<string, core.$ZodIssue>;

/** A typed failure with a stable code; the app's onError turns it into the JSON error body. */
export class AppError extends Error {
  // Declared fields, not parameter properties: production runs on Node's type stripping, which cannot compile those.
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  /** Sent as Retry-After (seconds) by the app's onError: a lock that ends at a known time. */
  retryAfterSeconds: number | undefined;
  /** A throttled secret (code, password): wrong answers left before the lock, and the lock's end. */
  attemptsLeft: number | undefined;
  lockedUntil: string | undefined;
  /** Lets the app's onError say zod's default problems in the caller's language (server/i18n/zod-messages.ts). */
  fieldIssues: FieldIssues | undefined;
  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = undefined;
    this.attemptsLeft = undefined;
    this.lockedUntil = undefined;
    this.fieldIssues = undefined;
  }
}

/** The JSON body of an AppError answer (the app's onError, and answers recorded under an Idempotency-Key). */
export const errorBody = (err: AppError): ErrorBody => ({
  message: err.message,
  code: err.code,
  ...(err.errors ? { errors: err.errors } : {}),
  ...(err.attemptsLeft !== undefined ? { attemptsLeft: err.attemptsLeft } : {}),
  ...(err.lockedUntil !== undefined ? { lockedUntil: err.lockedUntil } : {}),
});

export const badRequest = (message: string, errors?: FieldErrors) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);

/** A 400 that names one field, e.g. fieldError('referralCode', 'is unknown'). */
export const fieldError = (field: string, problem: string, code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError(400, code, `${field} ${problem}`, { [field]: problem });

export const unauthorized = (message: string, code: ErrorCode = 'UNAUTHENTICATED') => new AppError(401, code, message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT', errors?: FieldErrors) =>
  new AppError(409, code, message, errors);
export const unprocessable = (message: string, code: ErrorCode = 'BUSINESS_RULE', errors?: FieldErrors) =>
  new AppError(422, code, message, errors);
/** A money limit (minimum, maximum, daily): 422 LIMIT_EXCEEDED naming `amount`. */
export const limitError = (message: string, problem: string) =>
  new AppError(422, 'LIMIT_EXCEEDED', message, { amount: problem });
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
