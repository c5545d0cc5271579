import { useCallback, useRef, useState } from 'react';
import { ApiError } from './api-error.ts';
import { type ActionResult, useApiAction } from './use-api-action.ts';

type Attempt<TBody> = { body: TBody; key: string };

/**
 * Worth retrying with the same key: the request may never have reached the server (network,
 * timeout), the server failed and rolled back (5xx), or the first attempt is still running (409).
 * Any other answer is recorded by the server under the key and would only be replayed.
 */
export function isRetryable(error: ApiError): boolean {
  return error.status === null || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_FLIGHT';
}

/**
 * A money-moving POST with one Idempotency-Key per user action: `submit` starts a new action
 * with a fresh key, `retry` repeats the same action with the same body and key, so a retried
 * request can never move money twice.
 */
export function useMoneyAction<TBody, TResult>(
  action: (body: TBody, idempotencyKey: string) => Promise<TResult>,
  fallback: string,
) {
  // Errors are shown inline next to the Retry button, so no toast repeats them.
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(action, { fallback, toastErrors: false });
  const attempt = useRef<Attempt<TBody> | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const execute = useCallback(async (): Promise<ActionResult<TResult>> => {
    const current = attempt.current;
    if (!current) return { ok: false, error: new ApiError(fallback) };
    setError(null);
    const result = await run(current.body, current.key);
    if (result.ok) {
      attempt.current = null;
      return result;
    }
    // A refusal ends this action: changing the input and confirming again is a new action.
    if (!isRetryable(result.error)) attempt.current = null;
    setError(result.error);
    return result;
  }, [run, fallback]);

  const submit = useCallback(
    (body: TBody) => {
      attempt.current = { body, key: crypto.randomUUID() };
      return execute();
    },
    [execute],
  );

  const discard = useCallback(() => {
    attempt.current = null;
    setError(null);
    setFieldErrors({});
  }, [setFieldErrors]);

  const canRetry = error !== null && isRetryable(error);
  return { submit, retry: execute, discard, pending, error, canRetry, fieldErrors };
}
