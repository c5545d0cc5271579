import { LoadError } from '../../../components/status/load-error.tsx';
import { passkeysSupported } from '../../../lib/passkey-support.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { listPasskeys } from '../api/list-passkeys.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { PasskeyItem } from './passkey-item.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * The Security page's "Passkeys" section: the account's passkeys (name, added, last used) with
 * rename and remove, and adding one on this device. On a browser without WebAuthn the list still
 * shows (and remove works with the password), but adding says why it cannot.
 */
export function PasskeysPanel() {
  const { data: items, error, reload, setData: setItems } = useResource(listPasskeys, PASSKEY_DEFAULTS.list);
  const supported = passkeysSupported();
  const t = useT();

  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (items === null) body = <p role="status">{t('passkey.loading')}</p>;
  else if (items.length === 0) body = <p className="text-sm text-fg-muted">{t('passkey.none')}</p>;
  else {
    body = (
      <ul aria-label={t('passkey.list')} className="flex flex-col gap-3">
        {items.map((p) => (
          <PasskeyItem
            key={p.id}
            passkey={p}
            onRenamed={(next) => setItems((list) => list?.map((q) => (q.id === next.id ? next : q)) ?? [])}
            onRemoved={() => setItems((list) => list?.filter((q) => q.id !== p.id) ?? [])}
          />
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="passkeys-title"
      className="flex max-w-xl min-w-0 flex-col gap-4 rounded-lg border border-line p-4"
    >
      <h2 id="passkeys-title" className="text-lg font-semibold">
        {t('passkey.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('passkey.intro')}</p>
      {body}
      {supported ? (
        <AddPasskeyForm onAdded={(p) => setItems((list) => [...(list ?? []), p])} />
      ) : (
        <p role="note" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
          {t('passkey.noWebauthn')}
        </p>
      )}
    </section>
  );
}
