import { useRef, useState } from 'react';
import type { PasskeyAssertion } from '../contract/passkey-assertion.ts';
import type { ApiError } from './api-error.ts';

const FACTOR_CODES = new Set([
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'PASSKEY_INVALID',
  // Locked: the confirm step stays open with its countdown instead of going back to the form.
  'SECOND_FACTOR_LOCKED',
]);

type WithFactor<R> = R & { totp?: string; passkey?: PasskeyAssertion };

/**
 * The second factor a money action may need (send money): `needed` once the server asked (403
 * TOTP_REQUIRED); a typed code goes with the request, and a passkey's answer, set just before a
 * confirm, is sent once in place of the code.
 */
export function useFactorPrompt() {
  const [needed, setAsked] = useState(false);
  const [code, setCode] = useState('');
  const passkeyRef = useRef<PasskeyAssertion | null>(null);
  return {
    needed,
    code,
    setCode,
    usePasskey: (passkey: PasskeyAssertion) => {
      passkeyRef.current = passkey;
    },
    prepare: <R extends object>(request: R): WithFactor<R> => {
      const passkey = passkeyRef.current;
      passkeyRef.current = null;
      if (passkey) return { ...request, passkey };
      return code.trim() ? { ...request, totp: code } : request;
    },
    /** Keeps the confirm step open with the code field when the refusal asks for the factor. */
    handled: (error: ApiError): boolean => {
      if (!error.code || !FACTOR_CODES.has(error.code)) return false;
      setAsked(true);
      setCode('');
      return true;
    },
    reset: () => {
      setAsked(false);
      setCode('');
    },
  };
}

export type FactorPrompt = ReturnType<typeof useFactorPrompt>;
