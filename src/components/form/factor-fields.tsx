import type { FactorPrompt } from '../../lib/use-factor-prompt.ts';
import { CodeField } from './code-field.tsx';
import { PasskeyInsteadButton } from './passkey-instead-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type Props = {
  prompt: FactorPrompt;
  /** Shown before the server asks too (the preview said a code will be needed). */
  ahead?: boolean;
  /** The code's refusal from the server (`totp`), if any. */
  error: string | undefined;
  pending: boolean;
  /** Confirms again, now with the passkey's answer (prompt.usePasskey was just called). */
  onPasskeyConfirm: () => Promise<void>;
};

/** The authentication code (or a passkey instead) on a confirm step, once the server needs it. */
export function FactorFields({ prompt, ahead = false, error, pending, onPasskeyConfirm }: Props) {
  const t = useT();
  if (!prompt.needed && !ahead) return null;
  return (
    <>
      <p className="text-sm text-fg-muted">{t('form.factorOn')}</p>
      <CodeField
        name="totp"
        autoFocus
        value={prompt.code}
        onChange={(e) => prompt.setCode(e.target.value)}
        error={error}
      />
      <PasskeyInsteadButton
        disabled={pending}
        onPasskey={async (passkey) => {
          prompt.usePasskey(passkey);
          await onPasskeyConfirm();
        }}
      />
    </>
  );
}
