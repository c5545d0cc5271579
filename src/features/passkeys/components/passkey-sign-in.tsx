import { useRouter } from '@tanstack/react-router';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { homeFor } from '../../../lib/guards.ts';
import { persisted } from '../../../lib/idb-storage.ts';
import { passkeysSupported } from '../../../lib/passkey-support.ts';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { welcomeOnArrival } from '../../../components/layout/arrival-welcome.ts';

/** The passkey names its account: no e-mail or password is typed. The prompt code loads on the first click (the login page stays light). */
async function signIn() {
  const { askForPasskey } = await import('../../../lib/passkey-prompt.ts');
  const response = await askForPasskey();
  const { signInWithPasskey } = await import('../api/sign-in-with-passkey.ts');
  return signInWithPasskey({ response });
}

/** "Sign in with a passkey" under the login form; hidden on a browser without WebAuthn (the password form stays). */
export function PasskeySignIn() {
  const router = useRouter();
  const t = useT();
  const { run, pending } = useApiAction(signIn, { fallback: PASSKEY_DEFAULTS.signIn });
  if (!passkeysSupported()) return null;

  async function onClick() {
    const result = await run();
    if (!result.ok) return;
    useSessionStore.getState().setSession(result.data);
    // On disk before the app moves on, as a password login does (features/auth/hooks/use-start-session.ts).
    await persisted(SESSION_STORAGE_KEY);
    // An admin may first have to set up two-factor: the welcome waits for the panel itself.
    if (result.data.user.role === 'admin') welcomeOnArrival();
    else notify.success(translate('toast.loggedIn'));
    await router.invalidate();
    await router.navigate({ to: homeFor(result.data.user.role), replace: true });
  }

  return (
    <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4">
      <SecondaryButton
        onClick={() => void onClick()}
        disabled={pending}
        aria-busy={pending || undefined}
        className="w-full"
      >
        {pending ? t('login.passkeyWaiting') : t('login.passkey')}
      </SecondaryButton>
    </div>
  );
}
