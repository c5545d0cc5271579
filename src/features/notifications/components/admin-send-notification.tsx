import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { sendBroadcastDefault, sendBroadcast } from '../api/send-broadcast.ts';
import { notify } from '../../../lib/toast.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { broadcastAudienceDefault, getBroadcastAudience } from '../api/get-broadcast-audience.ts';
import { sentence } from '../../../lib/sentence.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Sends a message with an optional in-app link to one investor or to all of them. */
export function AdminSendNotification({ onSent }: { onSent: () => void }) {
  const [audience, setAudience] = useState<'all' | 'one'>('all');
  const t = useT();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The preview before anything goes: null while editing, the recipients line once counted.
  const [preview, setPreview] = useState<{ recipients: string } | null>(null);
  const [counting, setCounting] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const filled = message.trim() !== '' && (audience === 'all' || email.trim() !== '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || counting) return;
    setErrors({});
    setSendError(null);
    if (audience === 'one')
      return setPreview({ recipients: translate('notifications.admin.oneInvestor', { email: email.trim() }) });
    setCounting(true);
    try {
      const { investors } = await getBroadcastAudience();
      setPreview({ recipients: translate('notifications.admin.allInvestors', { count: investors }) });
    } catch (caught) {
      notify.error(toApiError(caught, broadcastAudienceDefault()).message);
    } finally {
      setCounting(false);
    }
  };

  const send = async () => {
    setPending(true);
    setSendError(null);
    try {
      const base = { message: message.trim(), link: link.trim() };
      const result = await sendBroadcast(
        audience === 'all' ? { ...base, all: true } : { ...base, email: email.trim() },
      );
      notify.success(sentence(result.message));
      setPreview(null);
      setMessage('');
      setLink('');
      onSent();
    } catch (caught) {
      const error = toApiError(caught, sendBroadcastDefault());
      setErrors(error.fieldErrors);
      // A field the form holds (the e-mail) is fixed in the form; anything else is retried from the dialog.
      if (Object.keys(error.fieldErrors).length > 0) setPreview(null);
      setSendError(error.message);
      notify.error(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('notifications.admin.form')}
      className="flex max-w-xl flex-col gap-4"
    >
      <SelectField
        label={t('notifications.admin.sendTo')}
        value={audience}
        options={[
          { value: 'all', label: t('notifications.admin.audienceAll') },
          { value: 'one', label: t('notifications.admin.audienceOne') },
        ]}
        onChange={(e) => setAudience(e.target.value === 'one' ? 'one' : 'all')}
      />
      {audience === 'one' ? (
        <TextField
          name="email"
          type="email"
          label={t('notifications.admin.userEmail')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('ticket.message')}
        <textarea
          name="message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={3}
          maxLength={500}
          className="rounded-md border border-zinc-400 bg-white px-3 py-2 text-base font-normal text-black dark:border-zinc-600 dark:bg-zinc-900 dark:text-white"
        />
      </label>
      <TextField
        name="link"
        label={t('notifications.admin.link')}
        hint={t('notifications.admin.linkHint')}
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={errors.link}
      />
      <p className="text-sm text-fg-muted">{t('notifications.admin.asNews')}</p>
      <SubmitButton pending={counting} pendingLabel={t('notifications.admin.counting')} disabled={!filled}>
        {t('notifications.admin.preview')}
      </SubmitButton>
      {preview ? (
        <ConfirmDialog
          title={t('notifications.admin.confirmTitle')}
          rows={[
            { label: t('notifications.admin.row.sentAs'), value: t('notifyPrefs.category.news') },
            { label: t('ticket.message'), value: message.trim() },
            { label: t('notifications.admin.row.link'), value: link.trim() || t('notifications.admin.none') },
            { label: t('notifications.admin.row.channels'), value: t('notifications.admin.channels') },
            { label: t('notifications.admin.row.recipients'), value: preview.recipients, strong: true },
          ]}
          tone="primary"
          confirmLabel={t('notifications.admin.send')}
          pendingLabel={t('password.sending')}
          pending={pending}
          error={sendError}
          onConfirm={() => void send()}
          onCancel={() => setPreview(null)}
        />
      ) : null}
    </form>
  );
}
