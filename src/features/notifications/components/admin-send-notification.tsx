import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { SEND_BROADCAST_DEFAULT, sendBroadcast } from '../api/send-broadcast.ts';
import { notify } from '../../../lib/toast.tsx';

const AUDIENCES = [
  { value: 'all', label: 'All users' },
  { value: 'one', label: 'One user (by e-mail)' },
];

/** Sends a message with an optional in-app link to one investor or to all of them. */
export function AdminSendNotification({ onSent }: { onSent: () => void }) {
  const [audience, setAudience] = useState<'all' | 'one'>('all');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const filled = message.trim() !== '' && (audience === 'all' || email.trim() !== '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || pending) return;
    setPending(true);
    setErrors({});
    try {
      const base = { message: message.trim(), link: link.trim() };
      const result = await sendBroadcast(audience === 'all' ? { ...base, all: true } : { ...base, email: email.trim() });
      notify.success(result.message);
      setMessage('');
      setLink('');
      onSent();
    } catch (caught) {
      const error = toApiError(caught, SEND_BROADCAST_DEFAULT);
      setErrors(error.fieldErrors);
      notify.error(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Send notification" className="flex max-w-xl flex-col gap-4">
      <SelectField label="Send to" value={audience} options={AUDIENCES} onChange={(e) => setAudience(e.target.value === 'one' ? 'one' : 'all')} />
      {audience === 'one' ? <TextField name="email" type="email" label="User email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} /> : null}
      <label className="flex flex-col gap-1 text-sm font-medium">
        Message
        <textarea
          name="message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={3}
          maxLength={500}
          className="rounded-md border border-zinc-400 bg-white px-3 py-2 text-base font-normal text-black dark:border-zinc-600 dark:bg-zinc-900 dark:text-white"
        />
      </label>
      <TextField name="link" label="Link (optional)" hint="An in-app path, e.g. /user/deposit" value={link} onChange={(e) => setLink(e.target.value)} error={errors.link} />
      <p className="text-sm text-fg-muted">Sent as News: each investor gets it in the app, by e-mail and by push as they chose for News in their settings.</p>
      <SubmitButton pending={pending} pendingLabel="Sending..." disabled={!filled}>
        Send Notification
      </SubmitButton>
    </form>
  );
}
