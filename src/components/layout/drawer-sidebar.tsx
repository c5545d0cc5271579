import { X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { BrandMark } from '../brand.tsx';
import { MD_UP, useMediaQuery } from '../../lib/use-media-query.ts';
import { useT } from '../../lib/i18n/use-t.ts';

type DrawerSidebarProps = { brand: string; open: boolean; onClose: () => void; children: ReactNode };

/** A static sidebar from md up; below md a drawer opened from the header. */
export function DrawerSidebar({ brand, open, onClose, children }: DrawerSidebarProps) {
  const wide = useMediaQuery(MD_UP, true);
  const t = useT();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  // A closed drawer on a phone is not displayed: rendering its links and wallet card anyway was about
  // a quarter of every page's first render there (docs/performance-history.md). It mounts when opened.
  if (!open && !wide) return null;

  return (
    <>
      {/* Above the bottom bar (z-30) and the header (z-20), under the drawer (z-40): the whole page behind is covered. */}
      {open ? <div aria-hidden="true" className="fixed inset-0 z-35 bg-black/50 md:hidden" onClick={onClose} /> : null}
      <aside
        className={`${open ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-40 w-72 flex-col gap-4 overflow-y-auto border-r border-line bg-canvas p-4 md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0`}
      >
        <div className="flex items-center justify-between">
          <span className="flex items-center gap-2 text-heading font-bold whitespace-nowrap">
            <BrandMark />
            {brand}
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('layout.closeMenu')}
            className="flex size-tap items-center justify-center rounded-control hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent md:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </aside>
    </>
  );
}
