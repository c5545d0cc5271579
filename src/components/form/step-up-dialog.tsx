import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { STEP_UP_MINUTES } from '../../contract/step-up.ts';
import { askForPasskey } from '../../lib/passkey-prompt.ts';
import { passkeysSupported } from '../../lib/passkey-support.ts';
import { getStepUpStatus } from '../../lib/api/get-step-up-status.ts';
import { stepUpNow } from '../../lib/api/step-up-now.ts';
import { useApiAction } from '../../lib/use-api-action.ts';
import { ConfirmDialog } from '../admin/confirm-dialog.tsx';
import { CodeField } from './code-field.tsx';
import { lockEnd, SecretAttempts, useSecondsLeft } from './secret-attempts.tsx';
import type { ApiError } from '../../lib/api-error.ts';
import { SecondaryButton } from './secondary-button.tsx';
import { TextField } from './text-field.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { translate } from '../../lib/i18n/i18n.ts';

type Props = { onDone: (confirmed: boolean) => void };

/**
 * "Confirm it's you" before a security change (passkeys, password, payout accounts): the password,
 * plus the code or a passkey when two-factor is on. Opens a short window for this device only.
 */
export function StepUpDialog({ onDone }: Props) {
  const [password, setPassword] = useState('');
  const t = useT();
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const secondsLeft = useSecondsLeft(lockEnd(failure));
  useEffect(() => {
    getStepUpStatus()
      .then((s) => setNeedsCode(s.secondFactor))
      .catch(() => undefined);
  }, []);
  const action = useApiAction(
    async (how: 'code' | 'passkey') =>
      stepUpNow(
        how === 'passkey'
          ? { password, passkey: await askForPasskey() }
          : { password, ...(code.trim() ? { totp: code } : {}) },
      ),
    { fallback: translate('form.stepUp.failed'), toastErrors: false },
  );

  async function confirm(how: 'code' | 'passkey') {
    setFailure(null);
    const result = await action.run(how);
    if (result.ok) {
      onDone(true);
      return;
    }
    if (result.error.code === 'TOTP_REQUIRED') setNeedsCode(true);
    setFailure(result.error);
  }

  // In document.body, outside any positioned or transformed ancestor: its backdrop covers the
  // whole screen, the bottom bar included.
  return createPortal(
    <ConfirmDialog
      title={t('form.stepUp.title')}
      rows={[]}
      confirmLabel={t('form.stepUp.confirm')}
      pendingLabel={t('form.stepUp.confirming')}
      tone="primary"
      pending={action.pending}
      error={null}
      confirmDisabled={secondsLeft > 0 || password === '' || (needsCode && code.trim() === '')}
      onConfirm={() => void confirm('code')}
      onCancel={() => onDone(false)}
    >
      <p className="text-sm text-fg-muted">
        {t(needsCode ? 'form.stepUp.introCode' : 'form.stepUp.intro', { minutes: STEP_UP_MINUTES })}
      </p>
      <SecretAttempts error={failure} secondsLeft={secondsLeft} />
      <TextField
        name="password"
        label={t('form.stepUp.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={secondsLeft > 0}
        error={action.fieldErrors['password']}
      />
      {needsCode ? (
        <CodeField
          name="totp"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          disabled={secondsLeft > 0}
          error={action.fieldErrors['totp']}
        />
      ) : null}
      {needsCode && passkeysSupported() ? (
        <SecondaryButton
          onClick={() => void confirm('passkey')}
          disabled={action.pending || secondsLeft > 0 || password === ''}
        >
          {t('form.stepUp.passkey')}
        </SecondaryButton>
      ) : null}
    </ConfirmDialog>,
    document.body,
  );
}
