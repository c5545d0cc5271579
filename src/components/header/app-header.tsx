import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { APP_NAME } from '../../lib/app-name.ts';
import { BrandMark } from '../brand.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type AppHeaderProps = { title: string; onOpenMenu?: () => void; children: ReactNode };

/** Shared look of the header's square buttons: a 44x44 px target (WCAG 2.5.5) on every screen. */
export const HEADER_BUTTON =
  'relative flex size-tap shrink-0 items-center justify-center rounded-control text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Top bar: menu button and the brand (logo, and its name where the width allows) on the left, the area's
 * controls on the right. `title` names the area when it differs from the brand (Admin panel).
 */
export function AppHeader({ title, onOpenMenu, children }: AppHeaderProps) {
  const t = useT();
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-1 border-b border-line bg-canvas px-2 sm:px-4">
      <div className="flex min-w-0 items-center gap-1">
        {onOpenMenu ? (
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label={t('header.openMenu')}
            className={`${HEADER_BUTTON} md:hidden`}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <span className="flex min-w-0 items-center gap-2 md:hidden">
          {/* Under 24rem the four header buttons leave no room for the name beside them: the logo alone (the menu shows the name). */}
          <BrandMark className="size-6" />
          <span className="sr-only text-label font-bold whitespace-nowrap min-[24rem]:not-sr-only">{APP_NAME}</span>
          {title !== 'WalletInvest' ? <span className="hidden text-label text-fg-muted sm:inline">{title}</span> : null}
        </span>
      </div>
      <div className="flex items-center sm:gap-1">{children}</div>
    </header>
  );
}
