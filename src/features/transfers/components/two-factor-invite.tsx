import { TextLink } from '../../../components/text-link.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * Shown right after a send asked for the password: the moment an investor without two-factor sees
 * why it matters. With two-factor on, a stolen session cannot send money even with the password.
 */
export function TwoFactorInvite() {
  const t = useT();
  return (
    <aside
      aria-label={t('send.invite.label')}
      className="rounded-md bg-accent-soft px-3 py-2 text-sm text-on-accent-soft"
    >
      <p className="font-semibold">{t('send.invite.title')}</p>
      <p>{t('send.invite.body')}</p>
      <TextLink to="/user/security" standalone>
        {t('send.invite.link')}
      </TextLink>
    </aside>
  );
}
