import { useState } from 'react';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { EnrolForm } from './enrol-form.tsx';
import { RecoveryCodesView } from './recovery-codes-view.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * An admin's first sign-in: two-factor is required before anything else. Scan the QR code (or type
 * the key), confirm a code, save the recovery codes, then continue.
 */
export function RequiredTwoFactorSetup({ onDone, onLogout }: { onDone: () => void; onLogout: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const t = useT();
  return (
    <main className="flex min-h-dvh items-start justify-center px-4 py-8">
      <section
        aria-labelledby="required-2fa-title"
        className="flex w-full max-w-xl flex-col gap-4 rounded-lg border border-line p-4"
      >
        <h1 id="required-2fa-title" className="text-xl font-semibold">
          {t('twoFactor.requiredTitle')}
        </h1>
        <p className="text-sm text-fg-muted">{t('twoFactor.requiredIntro')}</p>
        {codes ? <RecoveryCodesView codes={codes} onFinish={onDone} /> : <EnrolForm onDone={setCodes} />}
        {codes ? null : (
          <SecondaryButton className="self-start" onClick={onLogout}>
            {t('twoFactor.logOut')}
          </SecondaryButton>
        )}
      </section>
    </main>
  );
}
