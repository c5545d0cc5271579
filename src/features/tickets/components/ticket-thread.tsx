import { useCallback, useEffect, useState } from 'react';
import type { TicketThread as Thread } from '../../../contract/tickets.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { PRIORITY_LABELS, TICKET_DEFAULTS } from '../ticket-text.ts';
import { AttachmentLink } from './attachment-link.tsx';
import { ReplyForm } from './reply-form.tsx';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { notify } from '../../../lib/toast.tsx';
import { EmailText } from '../../../components/table/email-text.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export type ThreadApi = {
  load: (id: string) => Promise<Thread>;
  reply: (id: string, message: string, file: File | null) => Promise<Thread>;
  close: (id: string) => Promise<Thread>;
};

type Props = { id: string; viewer: 'user' | 'admin'; api: ThreadApi; onChanged?: () => void };

/** A ticket's thread with reply and close, for the investor or for support. */
export function TicketThreadView({ id, viewer, api, onChanged }: Props) {
  const [thread, setThread] = useState<Thread | null>(null);
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const load = useCallback(() => {
    setError(null);
    api.load(id).then(setThread, (caught: unknown) => setError(toApiError(caught, TICKET_DEFAULTS.get).message));
  }, [api, id]);
  useEffect(load, [load]);

  const send = async (message: string, file: File | null) => {
    try {
      setThread(await api.reply(id, message, file));
      notify.success(translate('ticket.replySent'));
      onChanged?.();
      return true;
    } catch (caught) {
      notify.error(toApiError(caught, TICKET_DEFAULTS.reply).message);
      return false;
    }
  };
  const close = async () => {
    setClosing(true);
    try {
      setThread(await api.close(id));
      notify.success(translate('ticket.closedToast'));
      onChanged?.();
    } catch (caught) {
      notify.error(toApiError(caught, TICKET_DEFAULTS.close).message);
    } finally {
      setClosing(false);
    }
  };

  if (error) return <LoadError message={error} onRetry={load} />;
  if (!thread) return <p role="status">{t('ticket.loading')}</p>;
  const { ticket, messages } = thread;
  const closed = ticket.status === 'closed';
  return (
    <section aria-label={t('ticket.region', { subject: ticket.subject })} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold break-words">{ticket.subject}</h2>
        <TicketStatusBadge status={ticket.status} />
        <span className="text-xs text-fg-muted">
          {t('ticket.priorityOf', { priority: t(PRIORITY_LABELS[ticket.priority]) })}
        </span>
        {viewer === 'admin' ? <EmailText email={ticket.email} className="text-xs text-fg-muted" /> : null}
      </div>
      <ol aria-label={t('ticket.messages')} className="flex flex-col gap-3">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`flex flex-col gap-1 rounded-lg p-3 ${m.author === 'admin' ? 'bg-blue-50 dark:bg-blue-950' : 'bg-zinc-100 dark:bg-zinc-900'}`}
          >
            <span className="text-xs font-semibold">
              {m.authorName} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
            </span>
            <p className="break-words whitespace-pre-wrap">{m.body}</p>
            {m.attachment ? (
              <AttachmentLink url={m.attachment.url} name={m.attachment.name} mime={m.attachment.mime} />
            ) : null}
          </li>
        ))}
      </ol>
      {viewer === 'admin' && closed ? (
        <p className="text-sm text-fg-muted">{t('ticket.closedAdmin')}</p>
      ) : (
        <ReplyForm onSend={send} note={closed ? t('ticket.closedUser') : undefined} />
      )}
      {closed ? null : (
        <SecondaryButton onClick={() => void close()} disabled={closing} className="self-start">
          {closing ? t('ticket.closing') : t('ticket.close')}
        </SecondaryButton>
      )}
    </section>
  );
}
