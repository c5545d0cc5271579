import type { ComponentProps } from 'react';
import { TextField } from './text-field.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'type'>;

/**
 * "Authentication code" wherever two-factor asks for one (login, withdrawal, turning it off, a new
 * set of recovery codes): the 6-digit authenticator code or a recovery code (xxxx-xxxx), so no
 * numeric keyboard, no auto-capitalising, and room for the hyphen.
 */
export function CodeField(props: CodeFieldProps) {
  const t = useT();
  return (
    <TextField
      label={t('form.code')}
      hint={t('form.codeHint')}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={11}
      required
      {...props}
    />
  );
}
