import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { undoRecentAccess, UNDO_FAILED } from '../api/undo-recent-access.ts';

// On a flaky connection the first press may have worked with its answer lost: a retry then finds
// the link used, so the text must not claim that nothing happened.
const SPENT =
  'This link has already been used or has expired. If you pressed the button before, every device was signed out then; otherwise nothing was changed.';

/**
 * "This wasn't me", from a security notice. Nothing happens on opening the link (mail scanners
 * open links); the button signs the account out on every device and removes the passkeys listed.
 */
export function NotMePanel({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const action = useApiAction(undoRecentAccess, { fallback: UNDO_FAILED, toastErrors: false });
  const [error, setError] = useState<string | null>(null);
  // A used or expired link can never work again: say so, and offer what still helps.
  const [spent, setSpent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const result = await action.run(token);
    if (!result.ok) {
      if (result.error.code === 'INVALID_TOKEN') setSpent(true);
      else setError(result.error.message);
      return;
    }
    // This device was signed out too.
    useSessionStore.getState().clearSession();
    setDone(result.data.message);
  }

  if (done)
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{done}</p>
        <p>
          <TextLink to="/login">Sign in again</TextLink>
        </p>
      </div>
    );
  if (spent)
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          {SPENT}
        </p>
        <p>
          If you still do not recognise a passkey or a device, sign in with your password and remove it under Security,
          then change your password.
        </p>
        <p>
          <TextLink to="/login">Sign in</TextLink>
        </p>
      </div>
    );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-label="This wasn't me">
      <p>
        If you did not add the passkeys listed in the notice, this signs your account out on every device (this one too)
        and removes them. Then sign in with your password and change it.
      </p>
      {error ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={action.pending} pendingLabel="Signing out everywhere...">
        This wasn&apos;t me: sign out everywhere
      </SubmitButton>
    </form>
  );
}
