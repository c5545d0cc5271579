import { useState, type FormEvent } from 'react';
import { TICKET_PRIORITIES, type TicketPriority, type TicketThread } from '../../../contract/tickets.ts';
import { FileDropField } from '../../../components/form/file-drop-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { createTicket } from '../api/create-ticket.ts';
import { PRIORITY_LABELS, TICKET_DEFAULTS } from '../ticket-text.ts';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Opens a ticket: subject, priority, message and an optional image or PDF. */
export function NewTicketForm({ onCreated }: { onCreated: (thread: TicketThread) => void }) {
  const [subject, setSubject] = useState('');
  const t = useT();
  const [priority, setPriority] = useState<TicketPriority>('medium');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const filled = subject.trim() !== '' && message.trim() !== '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || pending) return;
    setPending(true);
    setErrors({});
    try {
      const thread = await createTicket({ subject: subject.trim(), priority, message: message.trim() }, file);
      notify.success(translate('ticket.created'));
      onCreated(thread);
    } catch (caught) {
      const error = toApiError(caught, TICKET_DEFAULTS.create);
      setErrors(error.fieldErrors);
      notify.error(error.message);
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex max-w-xl flex-col gap-4" aria-label={t('ticket.newForm')}>
      <TextField
        name="subject"
        label={t('ticket.subject')}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        maxLength={150}
        error={errors.subject}
      />
      <SelectField
        label={t('ticket.priority')}
        value={priority}
        options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(PRIORITY_LABELS[p]) }))}
        onChange={(e) => setPriority(e.target.value as TicketPriority)}
      />
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('ticket.message')}
        <textarea
          name="message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={5}
          maxLength={5000}
          className="rounded-md border border-line-strong bg-surface px-3 py-2 text-base font-normal text-fg"
        />
      </label>
      <FileDropField
        label={t('ticket.attachmentOptional')}
        file={file}
        onFile={setFile}
        accept="image/*,application/pdf"
        hint={t('kyc.uploadHint')}
      />
      <SubmitButton pending={pending} pendingLabel={t('ticket.creating')} disabled={!filled}>
        {t('ticket.create')}
      </SubmitButton>
    </form>
  );
}
