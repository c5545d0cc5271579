import { useState } from 'react';
import type { MailCategory } from '../../../contract/notification-preferences.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { UNSUBSCRIBE_FAILED, unsubscribe } from '../api/unsubscribe.ts';

type Props = { link: { u: string; c: MailCategory; t: string } | null };

/**
 * The page a mail's "Unsubscribe" opens. It asks before it acts, because mail scanners open every
 * link; the mail app's own button (List-Unsubscribe, RFC 8058) posts without this page.
 */
export function UnsubscribePanel({ link }: Props) {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!link)
    return (
      <p role="alert">
        This unsubscribe link is incomplete. Open the link from the e-mail again, or choose in Settings.
      </p>
    );
  if (done) return <p role="status">{done}</p>;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!link) return;
    setPending(true);
    setError(null);
    try {
      setDone((await unsubscribe(link)).message);
    } catch (caught) {
      setError(toApiError(caught, UNSUBSCRIBE_FAILED).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <p>Stop {link.c} e-mails? Security e-mails (sign-in, password, withdrawals) are always sent.</p>
      <FormError message={error} />
      <SubmitButton pending={pending} pendingLabel="Unsubscribing...">
        Unsubscribe from {link.c} e-mails
      </SubmitButton>
    </form>
  );
}
