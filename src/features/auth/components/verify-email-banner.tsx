import { useSessionStore } from '../../../lib/session-store.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { Trans } from '@lingui/react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

// The banner is part of the first paint; the call (ky, zod) loads when the button is pressed.
const resendVerification = async (email: string) =>
  (await import('../api/resend-verification.ts')).resendVerification(email);

/** Shown in the user area while the account's e-mail address is not verified. */
export function VerifyEmailBanner() {
  const user = useSessionStore((s) => s.user);
  const t = useT();
  const { run, pending } = useApiAction(resendVerification, {
    fallback: DEFAULTS.resendVerification,
    successMessage: translate('register.verifyResent'),
  });
  if (!user || user.emailVerified) return null;

  return (
    <div
      role="region"
      aria-label={t('register.verifyTitle')}
      className="flex flex-col gap-2 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-warning sm:flex-row sm:items-center sm:justify-between dark:border-amber-800 dark:bg-amber-950"
    >
      <p>
        <Trans id="register.verifyBanner" values={{ email: user.email }} components={{ 0: <strong /> }} />
      </p>
      <button
        type="button"
        disabled={pending}
        onClick={() => void run(user.email)}
        className="min-h-tap shrink-0 rounded-md border border-amber-700 px-3 py-1.5 font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 dark:border-amber-400 dark:hover:bg-amber-900"
      >
        {pending ? t('register.verifyResending') : t('register.verifyResend')}
      </button>
    </div>
  );
}
