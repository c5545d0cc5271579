import { useState } from 'react';
import type { MailCategory } from '../../../contract/notification-preferences.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { unsubscribe } from '../api/unsubscribe.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type Props = { link: { u: string; c: MailCategory; t: string } | null };

/**
 * The page a mail's "Unsubscribe" opens. It asks before it acts, because mail scanners open every
 * link; the mail app's own button (List-Unsubscribe, RFC 8058) posts without this page.
 */
export function UnsubscribePanel({ link }: Props) {
  const [pending, setPending] = useState(false);
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!link) return <p role="alert">{t('notifyPrefs.unsubscribe.incomplete')}</p>;
  if (done) return <p role="status">{done}</p>;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!link) return;
    setPending(true);
    setError(null);
    try {
      await unsubscribe(link);
      setDone(translate('notifyPrefs.unsubscribe.done', { category: link.c }));
    } catch (caught) {
      setError(toApiError(caught, translate('notifyPrefs.unsubscribe.failed')).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <p>{t('notifyPrefs.unsubscribe.ask', { category: link.c })}</p>
      <FormError message={error} />
      <SubmitButton pending={pending} pendingLabel={t('notifyPrefs.unsubscribe.pending')}>
        {t('notifyPrefs.unsubscribe.submit', { category: link.c })}
      </SubmitButton>
    </form>
  );
}
