import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { undoRecentAccess } from '../api/undo-recent-access.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/**
 * "This wasn't me", from a security notice. Nothing happens on opening the link (mail scanners
 * open links); the button signs the account out on every device and removes the passkeys listed.
 */
export function NotMePanel({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const t = useT();
  const action = useApiAction(undoRecentAccess, { fallback: translate('sessions.notMe.failed'), toastErrors: false });
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
    setDone(translate('sessions.notMe.done'));
  }

  if (done)
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{done}</p>
        <p>
          <TextLink to="/login">{t('sessions.notMe.signInAgain')}</TextLink>
        </p>
      </div>
    );
  if (spent)
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          {/* On a flaky connection the first press may have worked with its answer lost: a retry then
              finds the link used, so the text must not claim that nothing happened. */}
          {t('sessions.notMe.spent')}
        </p>
        <p>{t('sessions.notMe.stillUnknown')}</p>
        <p>
          <TextLink to="/login">{t('sessions.notMe.signIn')}</TextLink>
        </p>
      </div>
    );
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4"
      aria-label={t('sessions.notMe.form')}
    >
      <p>{t('sessions.notMe.intro')}</p>
      {error ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          {error}
        </p>
      ) : null}
      <SubmitButton pending={action.pending} pendingLabel={t('sessions.notMe.pending')}>
        {t('sessions.notMe.submit')}
      </SubmitButton>
    </form>
  );
}
