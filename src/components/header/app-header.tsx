import type { ReactNode } from 'react';

type AppHeaderProps = { title: string; onOpenMenu?: () => void; children: ReactNode };

/** Top bar: brand/menu button on the left, the area's controls on the right. */
export function AppHeader({ title, onOpenMenu, children }: AppHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-2 border-b border-zinc-200 bg-white px-2 sm:px-4 dark:border-zinc-800 dark:bg-black">
      <div className="flex items-center gap-1">
        {onOpenMenu ? (
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label="Open menu"
            className="flex size-10 items-center justify-center rounded-md hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden dark:hover:bg-zinc-800"
          >
            <span aria-hidden="true" className="text-xl">☰</span>
          </button>
        ) : null}
        <span className="hidden font-bold sm:inline md:hidden">{title}</span>
      </div>
      <div className="flex items-center gap-0.5 sm:gap-1">{children}</div>
    </header>
  );
}
