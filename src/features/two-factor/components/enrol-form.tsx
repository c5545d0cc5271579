import { useState, type FormEvent } from 'react';
import { twoFactorEnableRequestSchema, type TwoFactorSetup } from '../../../contract/two-factor.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { enableTwoFactor } from '../api/enable-two-factor.ts';
import { startTwoFactorSetup } from '../api/start-two-factor-setup.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';
import { notify } from '../../../lib/toast.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Off: start the setup, scan the QR code (or type the key), confirm with the first code; `onDone` gets the recovery codes. */
export function EnrolForm({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const t = useT();
  // Binding an authenticator decides who passes every later code check: the server asks this
  // session to confirm it is the owner first (step-up), as for passkeys.
  const stepUp = useStepUp();
  const start = useApiAction(stepUp.guard(startTwoFactorSetup), { fallback: TWO_FACTOR_DEFAULTS.setup });
  const confirm = useApiAction(stepUp.guard(enableTwoFactor), {
    fallback: TWO_FACTOR_DEFAULTS.enable,
    successMessage: translate('twoFactor.onDone'),
  });

  async function onStart() {
    const result = await start.run();
    if (result.ok) setSetup(result.data);
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(twoFactorEnableRequestSchema, readForm(event.currentTarget));
    if (!checked.ok) {
      confirm.setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await confirm.run(checked.data);
    if (result.ok) onDone(result.data.recoveryCodes);
  }

  if (!setup) {
    return (
      <>
        {stepUp.dialog}
        <button
          type="button"
          onClick={() => void onStart()}
          disabled={start.pending}
          className="min-h-tap self-start rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
        >
          {start.pending ? t('twoFactor.starting') : t('twoFactor.turnOn')}
        </button>
      </>
    );
  }

  return (
    <>
      {stepUp.dialog}
      <form noValidate onSubmit={onConfirm} className="flex flex-col gap-4">
        <ol className="list-decimal pl-5 text-sm text-fg-muted">
          <li>{t('twoFactor.stepScan')}</li>
          <li>{t('twoFactor.stepCode')}</li>
        </ol>
        <img
          src={setup.qrDataUrl}
          alt={t('twoFactor.qrAlt')}
          width={200}
          height={200}
          className="rounded-md bg-white p-2"
        />
        {/* On a phone the QR code is on the same screen as the app that should read it: a link opens
            the authenticator directly, and the key can be copied instead of typed. */}
        <div className="flex flex-col gap-2 text-sm">
          <a
            href={setup.otpauthUrl}
            className="inline-flex min-h-tap items-center self-start rounded-control border border-line-strong px-3 font-semibold text-accent hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('twoFactor.openApp')}
          </a>
          <span>{t('twoFactor.keyIntro')}</span>
          <span className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 font-mono [overflow-wrap:anywhere]" data-testid="two-factor-key">
              {setup.secret}
            </code>
            <CopyButton value={setup.secret} label={t('twoFactor.key')} />
          </span>
        </div>
        <TextField
          name="code"
          label={t('form.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={confirm.fieldErrors['code']}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={confirm.pending} pendingLabel={t('form.stepUp.confirming')}>
            {t('twoFactor.confirmOn')}
          </SubmitButton>
          <SecondaryButton
            className="w-full"
            disabled={confirm.pending}
            onClick={() => {
              setSetup(null);
              notify.show(translate('twoFactor.staysOff'));
            }}
          >
            {t('form.cancel')}
          </SecondaryButton>
        </div>
      </form>
    </>
  );
}
