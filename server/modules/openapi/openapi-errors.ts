import type { ErrorBody } from '../../../src/contract/errors.ts';
import type { RouteDoc } from './route-doc.ts';

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const REQUEST_ID = { 'X-Request-Id': { $ref: '#/components/headers/XRequestId' } };

function refusal(name: string, description: string, example: ErrorBody, headers?: Record<string, unknown>) {
  return {
    name,
    response: {
      description,
      headers: { ...REQUEST_ID, ...headers },
      content: { 'application/json': { schema: ERROR_REF, example } },
    },
  };
}

const RETRY_AFTER = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

/** Every refusal the API answers, with the shared error shape; operations refer to them by status. */
export const ERROR_RESPONSES = {
  400: refusal('BadRequest', 'The request is malformed or a field is invalid; `errors` names the field', {
    message: 'amount must be greater than 0',
    code: 'VALIDATION_FAILED',
    errors: { amount: 'must be greater than 0' },
  }),
  401: refusal('Unauthorized', 'No token, or an expired or revoked one', {
    message: 'Authentication token not found. Please log in again.',
    code: 'UNAUTHENTICATED',
  }),
  403: refusal(
    'Forbidden',
    'Signed in, but this role (or a banned account) may not do this; a support view token may not write (SUPPORT_VIEW_READ_ONLY)',
    { message: 'Admin access required', code: 'FORBIDDEN' },
  ),
  404: refusal('NotFound', "The resource does not exist or is not the caller's", {
    message: 'Not found',
    code: 'NOT_FOUND',
  }),
  409: refusal(
    'Conflict',
    'The resource is in a state that does not allow this (already reviewed, already on, a request still in flight)',
    {
      message: 'This deposit has already been reviewed',
      code: 'CONFLICT',
    },
  ),
  410: refusal('Gone', 'The resource existed but is no longer served (an expired export link)', {
    message: 'This export link has expired. Ask for a new export.',
    code: 'EXPORT_EXPIRED',
  }),
  413: refusal('PayloadTooLarge', 'The body is over 1 MB (JSON) or the file over 10 MB', {
    message: 'Request body is larger than 1024 KB',
    code: 'PAYLOAD_TOO_LARGE',
  }),
  415: refusal(
    'UnsupportedMediaType',
    'The content type is not the one this operation reads, or the file is not an image or a PDF',
    {
      message: 'Content-Type must be application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ),
  422: refusal(
    'Unprocessable',
    'A business rule refuses it (limits, balance, KYC required, an Idempotency-Key reused with another body)',
    {
      message: 'Insufficient balance in your Main Wallet',
      code: 'INSUFFICIENT_FUNDS',
      errors: { amount: 'exceeds your balance' },
    },
  ),
  429: refusal(
    'TooManyRequests',
    'Too many attempts; try again later. A lock that ends at a known time (sign-in, password and second-factor checks: RATE_LIMITED, PASSWORD_LOCKED, SECOND_FACTOR_LOCKED) says when in Retry-After and `errors.until`',
    { message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' },
    RETRY_AFTER,
  ),
  500: refusal('InternalError', 'Something failed on the server (logged with the request id)', {
    message: 'Something went wrong on our side. Please try again.',
    code: 'INTERNAL',
  }),
  503: refusal(
    'ServiceUnavailable',
    'The database or the file storage does not answer in time (`SERVICE_UNAVAILABLE`, `STORAGE_UNAVAILABLE`, `QUERY_TIMEOUT`), or maintenance mode refuses a money-moving request (`MAINTENANCE`, with the operator message); nothing changed, retry after the given seconds',
    { message: 'Service temporarily unavailable', code: 'SERVICE_UNAVAILABLE' },
    RETRY_AFTER,
  ),
} as const;

export type DocumentedStatus = keyof typeof ERROR_RESPONSES;

/** The refusals an operation can answer: those its shape implies (input, sign-in, a path id, a body, a key) plus the ones it names. */
export function errorStatuses(route: RouteDoc): DocumentedStatus[] {
  const set = new Set<DocumentedStatus>(route.errors ?? []);
  const hasBody = Boolean(route.body || route.form);
  if (hasBody || route.query || route.idempotent || route.path.includes('{')) set.add(400);
  if (route.access !== 'public') set.add(401).add(403);
  // A support view's token is refused every write, public routes included (SUPPORT_VIEW_READ_ONLY).
  if (route.method !== 'get') set.add(403);
  if (route.path.includes('{')) set.add(404);
  if (hasBody) set.add(413).add(415);
  // An Idempotency-Key still in flight is 409; one reused with another body is 422.
  if (route.idempotent) set.add(409).add(422);
  set.add(500).add(503);
  if (route.unavailable) set.delete(503);
  return [...set].sort((a, b) => a - b);
}

/** Response headers the API sets beyond the ones every answer carries (security headers, Cache-Control). */
export const HEADERS = {
  IdempotentReplayed: {
    description:
      '`true` when this answer is the stored result of an earlier request with the same Idempotency-Key (nothing moved again)',
    schema: { type: 'string', enum: ['true'] },
  },
  XNextCursor: {
    description: 'Opaque cursor for the next page (send it back as `cursor`); absent on the last page',
    schema: { type: 'string' },
  },
  ContentDisposition: {
    description: '`inline` for stored files, `attachment` for exports, with a safe file name',
    schema: { type: 'string' },
  },
  RetryAfter: { description: 'Seconds to wait before retrying', schema: { type: 'string' } },
  XRequestId: {
    description:
      "The request's id: the caller's own X-Request-Id when it sent one, else a new UUID; the same id is in the log lines and in an error body's `requestId`",
    schema: { type: 'string' },
  },
};
