import { useCallback, useRef, useState } from 'react';
import { ApiError, toApiError } from './api-error.ts';
import { getSession } from './session-store.ts';
import { notify } from './toast.tsx';

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

type Options = { fallback: string; successMessage?: string; toastErrors?: boolean };

/**
 * Runs one API action for a form or button: tracks the in-flight state, keeps the server's
 * field errors, and toasts the outcome. A 401 on a logged-in call is left to the global
 * session-expired handler, so the user sees one toast, not two.
 */
export function useApiAction<TArgs extends unknown[], TResult>(action: (...args: TArgs) => Promise<TResult>, options: Options) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const inFlight = useRef(false);
  const { fallback, successMessage, toastErrors = true } = options;

  const run = useCallback(
    async (...args: TArgs): Promise<ActionResult<TResult>> => {
      if (inFlight.current) return { ok: false, error: new ApiError('Request already in progress') };
      inFlight.current = true;
      setPending(true);
      setFieldErrors({});
      const hadToken = Boolean(getSession().token);
      try {
        const data = await action(...args);
        if (successMessage) notify.success(successMessage);
        return { ok: true, data };
      } catch (caught) {
        const error = toApiError(caught, fallback);
        setFieldErrors(error.fieldErrors);
        // The global 401 handler already cleared the session and showed its toast.
        const handledGlobally = hadToken && error.isUnauthorized && !getSession().token;
        if (toastErrors && !handledGlobally) notify.error(error.message);
        return { ok: false, error };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [action, fallback, successMessage, toastErrors],
  );

  return { run, pending, fieldErrors, setFieldErrors };
}
