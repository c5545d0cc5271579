import type { ComponentProps } from 'react';
import { TEXT } from '../../lib/messages.ts';
import { TextField } from './text-field.tsx';

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'type'>;

/**
 * "Authentication code" wherever two-factor asks for one (login, withdrawal, turning it off, a new
 * set of recovery codes): the 6-digit authenticator code or a recovery code (xxxx-xxxx), so no
 * numeric keyboard, no auto-capitalising, and room for the hyphen.
 */
export function CodeField(props: CodeFieldProps) {
  return (
    <TextField
      label="Authentication code"
      hint={TEXT.codeFieldHint}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={11}
      required
      {...props}
    />
  );
}
