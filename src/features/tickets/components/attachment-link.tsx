import { useState } from 'react';
import { toApiError } from '../../../lib/api-error.ts';
import { getAttachment } from '../api/get-attachment.ts';
import { TICKET_DEFAULTS } from '../ticket-text.ts';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Opens an attachment: fetched with the bearer token (it is never public), then shown from a blob URL. */
export function AttachmentLink({ url, name, mime }: { url: string; name: string; mime: string }) {
  const [opening, setOpening] = useState(false);
  const t = useT();
  const open = async () => {
    setOpening(true);
    try {
      const blob = await getAttachment(url);
      const objectUrl = URL.createObjectURL(new Blob([blob], { type: mime }));
      window.open(objectUrl, '_blank', 'noopener');
      // Long enough for the new tab to load it.
      setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    } catch (caught) {
      notify.error(toApiError(caught, TICKET_DEFAULTS.attachment).message);
    } finally {
      setOpening(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={opening}
      className="self-start text-sm font-medium text-accent underline-offset-2 hover:underline disabled:opacity-60"
    >
      {opening ? t('ticket.opening') : t('ticket.attachment', { name })}
    </button>
  );
}
