import { useCallback, useEffect, useState } from 'react';
import type { TwoFactorStatus } from '../../../contract/two-factor.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { getTwoFactorStatus } from '../api/get-two-factor-status.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';
import { DisableForm } from './disable-form.tsx';
import { EnrolForm } from './enrol-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { RecoveryCodesView } from './recovery-codes-view.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * Settings' "Two-factor authentication" section: turn TOTP on (scan, confirm a code, save the
 * recovery codes) or off (password + code), and see or renew the recovery codes while it is on.
 */
export function TwoFactorSettings() {
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const t = useT();
  // Codes just made (by enable or a new set): shown once, until the user says they saved them.
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useApiAction(getTwoFactorStatus, { fallback: TWO_FACTOR_DEFAULTS.fetchStatus, toastErrors: false });
  const runLoad = load.run;

  const reload = useCallback(async () => {
    setError(null);
    const result = await runLoad();
    if (result.ok) setStatus(result.data);
    else setError(result.error.message);
  }, [runLoad]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const showCodes = (codes: string[]) => {
    setStatus({ enabled: true, recoveryCodesLeft: codes.length });
    setFreshCodes(codes);
  };

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (status === null) body = <p role="status">{t('twoFactor.loading')}</p>;
  else if (freshCodes) body = <RecoveryCodesView codes={freshCodes} onFinish={() => setFreshCodes(null)} />;
  else if (status.enabled) {
    body = (
      <>
        <RecoveryCodesPanel left={status.recoveryCodesLeft} onCodes={showCodes} />
        <DisableForm onDone={() => setStatus({ enabled: false, recoveryCodesLeft: 0 })} />
      </>
    );
  } else body = <EnrolForm onDone={showCodes} />;

  return (
    <section
      aria-labelledby="two-factor-title"
      className="mt-8 flex max-w-xl flex-col gap-4 rounded-lg border border-line p-4"
    >
      <h2 id="two-factor-title" className="text-lg font-semibold">
        {t('twoFactor.title')}
      </h2>
      <p className="text-sm text-fg-muted">{status?.enabled ? t('twoFactor.onIntro') : t('twoFactor.offIntro')}</p>
      {body}
    </section>
  );
}
