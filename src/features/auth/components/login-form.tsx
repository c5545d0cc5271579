import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import type { PasskeyAssertion } from '../../../contract/passkey-assertion.ts';
import type { LoginRequest } from '../../../contract/auth.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { endSession } from '../hooks/use-logout.ts';
import { useStartSession } from '../hooks/use-start-session.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify, TOAST_IDS } from '../../../lib/toast.tsx';
import { CodeField } from '../../../components/form/code-field.tsx';
import { lockEnd, SecretAttempts, useSecondsLeft } from '../../../components/form/secret-attempts.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { welcomeOnArrival } from '../../../components/layout/arrival-welcome.ts';

type LoginFormProps = { variant?: 'user' | 'admin' };

const SECOND_FACTOR_CODES = ['TOTP_REQUIRED', 'TOTP_INVALID', 'PASSKEY_INVALID'];

// The login page paints without the network code (ky, zod): the schema and the call load on submit.
const loginUser = async (body: LoginRequest) => (await import('../api/login-user.ts')).loginUser(body);
const loadSchema = async () => (await import('../../../contract/auth.ts')).loginRequestSchema;
// Shown only once the server asks for a code, so it loads then.
const PasskeyInsteadButton = lazy(async () => ({
  default: (await import('../../../components/form/passkey-instead-button.tsx')).PasskeyInsteadButton,
}));

/** E-mail + password login. The admin variant refuses non-admin accounts and logs them out. */
export function LoginForm({ variant = 'user' }: LoginFormProps) {
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(loginUser, {
    fallback: DEFAULTS.login,
    toastErrors: false,
  });
  const startSession = useStartSession();
  const t = useT();
  // Set once the server says the account has two-factor on: the form then asks for the code too.
  const [askCode, setAskCode] = useState(false);
  // The code lock (too many wrong codes behind a session) holds sign-in too: one lasting panel with its countdown.
  const [locked, setLocked] = useState<ApiError | null>(null);
  const secondsLeft = useSecondsLeft(lockEnd(locked));
  const formRef = useRef<HTMLFormElement>(null);

  /** Sends the form; with a passkey's answer in place of the code when given (the code field is then left out). */
  async function send(form: HTMLFormElement, passkey?: PasskeyAssertion) {
    const { totp, ...rest } = readForm(form);
    const checked = checkForm(
      await loadSchema(),
      passkey ? rest : { ...rest, ...(totp === undefined ? {} : { totp }) },
    );
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await run(passkey ? { ...checked.data, passkey } : checked.data);
    if (!result.ok) {
      const code = result.error.code ?? '';
      if (lockEnd(result.error)) {
        notify.dismiss(TOAST_IDS.loginError);
        setLocked(result.error);
        return;
      }
      setLocked(null);
      if (SECOND_FACTOR_CODES.includes(code)) setAskCode(true);
      // The server asking for the code is the next step, not a mistake: no red toast, no "is required".
      if (code === 'TOTP_REQUIRED') {
        setFieldErrors({});
        return;
      }
      notify.error(result.error.message, { id: TOAST_IDS.loginError });
      return;
    }
    // A wrong password or code said before must not stay on screen over the dashboard.
    notify.dismiss(TOAST_IDS.loginError);
    if (variant === 'admin' && result.data.user.role !== 'admin') {
      useSessionStore.getState().setSession(result.data);
      await endSession();
      notify.error(translate('layout.adminsOnly'));
      return;
    }
    // An admin may first have to set up two-factor: the welcome waits for the panel itself.
    if (result.data.user.role === 'admin') welcomeOnArrival();
    else notify.success(translate('toast.loggedIn'));
    await startSession(result.data);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send(event.currentTarget);
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        required
        error={fieldErrors['email']}
      />
      <TextField
        name="password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors['password']}
      />
      {askCode ? (
        <p role="status" className="rounded-md bg-surface-2 px-3 py-2 text-sm text-fg">
          {t('login.codeStep')}
        </p>
      ) : null}
      {askCode ? <CodeField name="totp" autoFocus error={fieldErrors['totp']} /> : null}
      {askCode ? (
        <Suspense fallback={null}>
          <PasskeyInsteadButton
            disabled={pending}
            onPasskey={async (passkey) => {
              if (formRef.current) await send(formRef.current, passkey);
            }}
          />
        </Suspense>
      ) : null}
      <SecretAttempts error={locked} secondsLeft={secondsLeft} />
      <SubmitButton pending={pending} pendingLabel={t('login.pending')} disabled={secondsLeft > 0}>
        {variant === 'admin' ? t('login.submitAdmin') : t('login.submit')}
      </SubmitButton>
    </form>
  );
}
