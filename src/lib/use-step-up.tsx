import { useCallback, useRef, useState } from 'react';
import { StepUpDialog } from '../components/form/step-up-dialog.tsx';
import { ApiError } from './api-error.ts';

import { STEP_UP_CANCELLED } from './step-up-messages.ts';

export { STEP_UP_CANCELLED };

/**
 * Security changes answer 403 STEP_UP_REQUIRED until this session confirmed it is the owner:
 * `guard(action)` runs the action, and on that answer opens the confirmation dialog and runs it
 * once more after it. Render `dialog` where the action's form is.
 */
export function useStepUp() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const guard = useCallback(
    <A extends unknown[], R>(action: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        try {
          return await action(...args);
        } catch (error) {
          if (!(error instanceof ApiError) || error.code !== 'STEP_UP_REQUIRED') throw error;
          if (!(await ask())) throw new ApiError(STEP_UP_CANCELLED, { code: 'STEP_UP_REQUIRED' });
          return action(...args);
        }
      },
    [ask],
  );

  const dialog = open ? (
    <StepUpDialog
      onDone={(confirmed) => {
        setOpen(false);
        resolver.current?.(confirmed);
        resolver.current = null;
      }}
    />
  ) : null;

  return { guard, dialog };
}
