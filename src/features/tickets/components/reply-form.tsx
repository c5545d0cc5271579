import { useState, type FormEvent } from 'react';
import { FileDropField } from '../../../components/form/file-drop-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

type Props = { onSend: (message: string, file: File | null) => Promise<boolean>; note?: string };

/** A reply with an optional image or PDF; cleared once it is sent. */
export function ReplyForm({ onSend, note }: Props) {
  const [message, setMessage] = useState('');
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim() || pending) return;
    setPending(true);
    if (await onSend(message.trim(), file)) {
      setMessage('');
      setFile(null);
    }
    setPending(false);
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('ticket.reply')}
        <textarea
          name="message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={4}
          maxLength={5000}
          className="rounded-md border border-line-strong bg-surface px-3 py-2 text-base font-normal text-fg"
        />
      </label>
      {note ? <p className="text-xs text-fg-muted">{note}</p> : null}
      <FileDropField
        label={t('ticket.attachmentOptional')}
        file={file}
        onFile={setFile}
        accept="image/*,application/pdf"
        hint={t('kyc.uploadHint')}
      />
      <SubmitButton pending={pending} pendingLabel={t('password.sending')} disabled={!message.trim()}>
        {t('ticket.sendReply')}
      </SubmitButton>
    </form>
  );
}
