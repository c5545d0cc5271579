import { createFileRoute } from '@tanstack/react-router';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { UnsubscribePanel } from '../features/notification-preferences/components/unsubscribe-panel.tsx';
import { optionalKeys, optionalOneOf, optionalText, type RawParams } from '../lib/search-params.ts';
import { useT } from '../lib/i18n/use-t.ts';

/** The categories a mail can be unsubscribed from (MAIL_CATEGORIES less security; no zod in route options). */
const CATEGORIES = ['money', 'investments', 'support', 'news'] as const;

const validateSearch = (raw: RawParams) =>
  optionalKeys({
    u: optionalText(raw['u'], { max: 36, pattern: /^[0-9a-f-]{36}$/i }),
    c: optionalOneOf(CATEGORIES, raw['c']),
    t: optionalText(raw['t'], { max: 64, pattern: /^[A-Za-z0-9_-]+$/ }),
  });

export const Route = createFileRoute('/unsubscribe')({
  validateSearch,
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { u, c, t: token } = Route.useSearch();
  const t = useT();
  return (
    <CenteredCard
      title={t('notifyPrefs.unsubscribe.title')}
      footer={
        <TextLink standalone to="/login">
          {t('notifyPrefs.unsubscribe.logIn')}
        </TextLink>
      }
    >
      <UnsubscribePanel link={u && c && token ? { u, c, t: token } : null} />
    </CenteredCard>
  );
}
