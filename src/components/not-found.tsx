import { useT } from '../lib/i18n/use-t.ts';
import { PageTitle } from './page-title.tsx';
import { TextLink } from './text-link.tsx';

/** Shown for any path the app does not know, outside the signed-in areas. */
export function NotFound() {
  const t = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas px-4 text-center text-fg">
      <p className="text-5xl font-bold">404</p>
      <h1 className="text-title font-semibold">{t('notFound.title')}</h1>
      <p className="text-fg-muted">{t('notFound.body')}</p>
      <TextLink standalone to="/">
        {t('notFound.home')}
      </TextLink>
    </main>
  );
}

/** An unknown path inside the user area: the app frame (sidebar, header, bottom bar) stays around it. */
export function UserAreaNotFound() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('notFound.title')}>
        <p className="text-fg-muted">{t('notFound.body')}</p>
      </PageTitle>
      <TextLink standalone to="/user/dashboard">
        {t('notFound.dashboard')}
      </TextLink>
    </>
  );
}
