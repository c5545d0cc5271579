import { useEffect, useRef, useState } from 'react';
import { TextLink } from '../../../components/text-link.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { DEFAULTS, TEXT } from '../../../lib/messages.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { notify } from '../../../lib/toast.tsx';

type State = { status: 'pending' } | { status: 'done' } | { status: 'failed'; message: string };

/** Posts the token once on load and shows the outcome with a link onward. */
export function VerifyEmailPanel({ token }: { token: string }) {
  const [state, setState] = useState<State>({ status: 'pending' });
  const loggedIn = useSessionStore((s) => Boolean(s.token && s.user));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => {
        const { user, setUser } = useSessionStore.getState();
        if (user) setUser({ ...user, emailVerified: true });
        notify.success(TEXT.emailVerified);
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
    <TextLink to="/">Go to your dashboard</TextLink>
  ) : (
    <TextLink to="/login">Go to login</TextLink>
  );

  if (state.status === 'pending') return <p role="status">Verifying your email...</p>;
  return (
    <div className="flex flex-col gap-4">
      {state.status === 'done' ? (
        <p role="status" className="text-green-800 dark:text-green-300">
          {TEXT.emailVerified}
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
