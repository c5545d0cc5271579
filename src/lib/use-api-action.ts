import { translate } from './i18n/i18n.ts';
import { useCallback, useRef, useState } from 'react';
import { ApiError, toApiError } from './api-error.ts';
import { getSession } from './session-store.ts';
import { notify } from './toast.tsx';
import { askStepUp } from './step-up-prompt.ts';
import { useLatest } from './use-latest.ts';
import { STEP_UP_CANCELLED } from './step-up-messages.ts';

/** Where a step-up prompt is registered (the admin area), a 403 STEP_UP_REQUIRED asks for it and runs the action once more. */
export async function withStepUp<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (caught) {
    const error = toApiError(caught, '');
    if (error.code !== 'STEP_UP_REQUIRED' || error.message === STEP_UP_CANCELLED) throw caught;
    const asked = askStepUp();
    if (!asked) throw caught;
    if (!(await asked)) throw new ApiError(STEP_UP_CANCELLED, { code: 'STEP_UP_REQUIRED' });
    return run();
  }
}

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

type Options = { fallback: string; successMessage?: string; toastErrors?: boolean };

/**
 * Runs one API action for a form or button: tracks the in-flight state, keeps the server's
 * field errors, and toasts the outcome. A 401 on a logged-in call is left to the global
 * session-expired handler, so the user sees one toast, not two.
 */
export function useApiAction<TArgs extends unknown[], TResult>(
  action: (...args: TArgs) => Promise<TResult>,
  options: Options,
) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const inFlight = useRef(false);
  // The texts are read when the action runs, not part of its identity: a language switch changes
  // them, and a page that runs its action in an effect must not run it again for that.
  const texts = useLatest(options);

  const run = useCallback(
    async (...args: TArgs): Promise<ActionResult<TResult>> => {
      if (inFlight.current) return { ok: false, error: new ApiError(translate('action.inProgress')) };
      inFlight.current = true;
      setPending(true);
      setFieldErrors({});
      const hadToken = Boolean(getSession().token);
      try {
        const data = await withStepUp(() => action(...args));
        const { successMessage } = texts.current;
        if (successMessage) notify.success(successMessage);
        return { ok: true, data };
      } catch (caught) {
        const { fallback, toastErrors = true } = texts.current;
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
    [action, texts],
  );

  return { run, pending, fieldErrors, setFieldErrors };
}
