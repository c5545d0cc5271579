import { useEffect, useRef, useState } from 'react';
import { TextLink } from '../../../components/text-link.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type State = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };

/** Posts the token once on load and shows the outcome with a link onward. */
export function VerifyEmailPanel({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'pending' });
  const t = useT();
  const loggedIn = useSessionStore((s) => Boolean(s.token && s.user));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => {
        const { user, setUser } = useSessionStore.getState();
        if (user) setUser({ ...user, emailVerified: true });
        notify.success(translate('register.verifyDone'));
        setState({ status: 'done' });
      },
      (error: unknown) => {
        const message = toApiError(error, DEFAULTS.verifyEmail).message;
        notify.error(message);
        setState({ status: 'failed', message });
      },
    );
  }, [token]);

  const onward = loggedIn ? (
    <TextLink to="/">{t('register.verifyToDashboard')}</TextLink>
  ) : (
    <TextLink to="/login">{t('register.verifyToLogin')}</TextLink>
  );

  if (state.status === 'pending') return <p role="status">{t('register.verifying')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {state.status === 'done' ? (
        <p role="status" className="text-green-800 dark:text-green-300">
          {t('register.verifyDone')}
        </p>
      ) : (
        <p role="alert" className="text-danger">
          {state.message}
        </p>
      )}
      <p>{onward}</p>
    </div>
  );
}
