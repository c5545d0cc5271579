import { createFileRoute } from '@tanstack/react-router';
import { requiredParam } from '../lib/search-params.ts';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { NotMePanel } from '../features/sessions/components/not-me-panel.tsx';
import { useT } from '../lib/i18n/use-t.ts';

export const Route = createFileRoute('/security/not-me/$token')({
  params: { parse: (raw) => ({ token: requiredParam(raw, 'token', 256) }) },
  component: NotMePage,
});

function NotMePage() {
  const { token } = Route.useParams();
  const t = useT();
  return (
    <CenteredCard title={t('sessions.notMe.title')}>
      <NotMePanel token={token} />
    </CenteredCard>
  );
}
