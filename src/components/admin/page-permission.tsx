import type { ReactNode } from 'react';
import { useCan } from '../../lib/staff-access.ts';
import { ADMIN_ALL_LINKS } from '../nav/nav-links.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** The admin page's own permission: the nav link whose path starts the address (a user's detail page is under Users). */
const permissionOf = (pathname: string) =>
  ADMIN_ALL_LINKS.find((l) => pathname === l.to || pathname.startsWith(`${l.to}/`))?.permission;

/** A page the signed-in role cannot use (typed in, or an old link) says so instead of failing call by call. */
export function PagePermission({ pathname, children }: { pathname: string; children: ReactNode }) {
  const can = useCan();
  const t = useT();
  if (can(permissionOf(pathname))) return children;
  return (
    <section
      aria-labelledby="no-access-title"
      className="mx-auto flex max-w-md flex-col gap-2 rounded-lg border border-line p-4"
    >
      <h1 id="no-access-title" className="text-lg font-semibold">
        {t('admin.noAccess.title')}
      </h1>
      <p className="text-fg-muted">{t('admin.noAccess.body')}</p>
    </section>
  );
}
