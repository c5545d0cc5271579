import { useEffect, useState } from 'react';
import { getRecipient } from './api/get-recipient.ts';

export const RECIPIENT_LOOKUP_DEBOUNCE_MS = 500;

type Lookup = { name: string } | { notFound: true } | null;

// Answers by e-mail for this page's life: the server limits lookups, so each address is asked once.
const known = new Map<string, Lookup>();

/**
 * The masked name ("Priya R.") of whom `email` would pay, asked once typing pauses. `null` while
 * unknown or when the lookup failed (the send itself still checks the recipient).
 */
export function useRecipientName(email: string | null): Lookup {
  const [answer, setAnswer] = useState<Lookup>(email ? (known.get(email) ?? null) : null);
  useEffect(() => {
    if (!email) return setAnswer(null);
    const cached = known.get(email);
    if (cached) return setAnswer(cached);
    setAnswer(null);
    let live = true;
    const timer = setTimeout(() => {
      getRecipient(email).then(
        ({ name }) => {
          known.set(email, { name });
          if (live) setAnswer({ name });
        },
        (error: unknown) => {
          if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'RECIPIENT_NOT_FOUND') {
            known.set(email, { notFound: true });
            if (live) setAnswer({ notFound: true });
          }
        },
      );
    }, RECIPIENT_LOOKUP_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email]);
  return answer;
}
