import { useCallback, useEffect, useState } from 'react';
import type { MailCategory, MailPreference } from '../../../contract/notification-preferences.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/toast.tsx';
import { FETCH_MAIL_PREFERENCES_FAILED, getMailPreferences } from '../api/get-mail-preferences.ts';
import { SAVE_MAIL_PREFERENCES_FAILED, updateMailPreferences } from '../api/update-mail-preferences.ts';

const LABELS: Record<MailCategory, { label: string; hint: string }> = {
  money: { label: 'Money', hint: 'Deposits, withdrawals paid or rejected, money received' },
  investments: { label: 'Investments', hint: 'Investments made and completed' },
  security: { label: 'Security', hint: 'Always sent: sign-up, password, two-factor, recovery codes, withdrawal requests' },
  support: { label: 'Support', hint: 'Ticket replies and identity verification' },
  news: { label: 'News', hint: 'Announcements from the platform' },
};

/** Settings' "E-mail" section: one switch per category of mail, saved as it changes; security stays on. */
export function MailPreferences() {
  const [items, setItems] = useState<MailPreference[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    setError(null);
    getMailPreferences()
      .then((r) => setItems(r.preferences))
      .catch((caught: unknown) => setError(toApiError(caught, FETCH_MAIL_PREFERENCES_FAILED).message));
  }, []);
  useEffect(load, [load]);

  async function toggle(category: MailCategory, email: boolean) {
    setSaving(true);
    try {
      const saved = await updateMailPreferences({ preferences: [{ category, email }] });
      setItems(saved.preferences);
      notify.success(`${LABELS[category].label} e-mails ${email ? 'on' : 'off'}`);
    } catch (caught) {
      notify.error(toApiError(caught, SAVE_MAIL_PREFERENCES_FAILED).message);
    } finally {
      setSaving(false);
    }
  }

  let body;
  if (error) body = <LoadError message={error} onRetry={load} />;
  else if (!items) body = <p role="status">Loading e-mail preferences...</p>;
  else {
    body = (
      <fieldset className="flex flex-col gap-2" disabled={saving} aria-busy={saving || undefined}>
        <legend className="sr-only">E-mail me about</legend>
        {items.map((p) => (
          <div key={p.category} className="flex flex-col">
            <label className="flex min-h-tap items-center gap-3">
              <input
                type="checkbox"
                className="size-5"
                checked={p.email}
                disabled={p.locked}
                aria-describedby={`mail-pref-${p.category}`}
                onChange={(e) => void toggle(p.category, e.target.checked)}
              />
              <span>{LABELS[p.category].label}</span>
            </label>
            <span id={`mail-pref-${p.category}`} className="ml-8 text-sm text-fg-muted">
              {LABELS[p.category].hint}
            </span>
          </div>
        ))}
      </fieldset>
    );
  }

  return (
    <section aria-labelledby="mail-settings-title" className="mt-8 flex max-w-xl flex-col gap-4 rounded-lg border border-line p-4">
      <h2 id="mail-settings-title" className="text-lg font-semibold">
        E-mail
      </h2>
      {body}
    </section>
  );
}
