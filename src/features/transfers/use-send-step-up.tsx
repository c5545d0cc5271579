import { useCallback, useRef, useState } from 'react';
import { StepUpDialog } from '../../components/form/step-up-dialog.tsx';
import type { ApiError } from '../../lib/api-error.ts';

/**
 * The password a send asks for when the investor has no two-factor: to someone never paid before,
 * or past the day's no-code amount (403 STEP_UP_REQUIRED, or `step_up_required` in the preview).
 * `ask()` opens the "Confirm it's you" dialog and answers whether the session stepped up; after a
 * step-up, `invite` is true so the form can offer two-factor at that moment. Render `dialog`.
 */
export function useSendStepUp() {
  const [asking, setAsking] = useState(false);
  const [invite, setInvite] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setAsking(true);
      }),
    [],
  );

  const dialog = asking ? (
    <StepUpDialog
      onDone={(confirmed) => {
        setAsking(false);
        if (confirmed) setInvite(true);
        resolver.current?.(confirmed);
        resolver.current = null;
      }}
    />
  ) : null;

  return {
    ask,
    dialog,
    invite,
    /** True for the refusal this hook answers: the flow stays on confirm while the dialog asks. */
    handles: (error: ApiError) => error.code === 'STEP_UP_REQUIRED',
    reset: () => setInvite(false),
  };
}
