import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { supportViewUrl } from '../../../lib/support-tab.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { openSupportViewFailed, openSupportView } from '../api/open-support-view.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Opened = { url: string; expiresAt: string; blocked: boolean };

const MIN_REASON = 5;

/**
 * "Open support view": after a reason, the investor's app opens read-only in a new tab for 30
 * minutes. The tab gets the view's own token in its address fragment and keeps it to itself
 * (src/lib/support-tab.ts): this console's session never goes there, and nothing comes back.
 */
export function SupportViewPanel({ userId }: { userId: string }) {
  const t = useT();
  const action = useApiAction((reason: string) => openSupportView(userId, reason), {
    fallback: openSupportViewFailed(),
  });
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [opened, setOpened] = useState<Opened | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason.length < MIN_REASON) {
      setReasonError(t('admin.supportView.reasonTooShort', { count: MIN_REASON }));
      return;
    }
    setReasonError(undefined);
    // Opened while the click still counts as the user's, so no pop-up blocker stops it; the
    // address comes once the server has recorded the view.
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    const result = await action.run(reason);
    if (!result.ok) {
      tab?.close();
      return;
    }
    const url = supportViewUrl(result.data.token);
    tab?.location.replace(url);
    setOpened({ url, expiresAt: result.data.expires_at, blocked: !tab });
  };

  return (
    <form
      aria-label={t('admin.supportView.open')}
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-fg-muted">{t('admin.supportView.explain')}</p>
      <TextField
        name="reason"
        label={t('admin.supportView.reason')}
        required
        maxLength={500}
        error={reasonError ?? action.fieldErrors.reason}
      />
      <div className="sm:w-56">
        <SubmitButton pending={action.pending} pendingLabel={t('admin.supportView.opening')}>
          {t('admin.supportView.open')}
        </SubmitButton>
      </div>
      {opened ? (
        <p role="status" className="text-sm">
          {opened.blocked
            ? t('admin.supportView.blocked', { until: formatDateTime(opened.expiresAt) })
            : t('admin.supportView.opened', { until: formatDateTime(opened.expiresAt) })}{' '}
          <a href={opened.url} target="_blank" rel="noopener noreferrer" className="text-accent underline">
            {t('admin.supportView.link')}
          </a>
        </p>
      ) : null}
    </form>
  );
}
