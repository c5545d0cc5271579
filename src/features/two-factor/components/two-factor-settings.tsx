import { useCallback, useEffect, useState } from 'react';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { getTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';
import { DisableForm } from './disable-form.tsx';
import { EnrolForm } from './enrol-form.tsx';

/** Settings' "Two-factor authentication" section: turn TOTP on (scan, confirm a code) or off (password + code). */
export function TwoFactorSettings() {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useApiAction(getTwoFactorStatus, { fallback: TWO_FACTOR_DEFAULTS.fetchStatus, toastErrors: false });
  const runLoad = load.run;

  const reload = useCallback(async () => {
    setError(null);
    const result = await runLoad();
    if (result.ok) setEnabled(result.data.enabled);
    else setError(result.error.message);
  }, [runLoad]);

  useEffect(() => {
    void reload();
  }, [reload]);

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (enabled === null) body = <p role="status">Loading two-factor status...</p>;
  else if (enabled) body = <DisableForm onDone={() => setEnabled(false)} />;
  else body = <EnrolForm onDone={() => setEnabled(true)} />;

  return (
    <section aria-labelledby="two-factor-title" className="mt-8 flex max-w-xl flex-col gap-4 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        Two-factor authentication
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {enabled
          ? 'On: logging in and withdrawing ask for the 6-digit code from your authenticator app.'
          : 'Protect your account with a code from an authenticator app, asked at login and before every withdrawal.'}
      </p>
      {body}
    </section>
  );
}
