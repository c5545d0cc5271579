import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** `lang`: the item's own language when it differs from the page's (a language named in itself). */
export type MenuItem = { key: string; label: string; lang?: string; onSelect: () => void };

/** `ariaLabel` must start with the label's visible text (WCAG 2.5.3), e.g. "English, language". */
type MenuButtonProps = { label: ReactNode; ariaLabel: string; items: readonly MenuItem[] };

/** A button that opens a small menu; closes on Escape, outside click or a choice. */
export function MenuButton({ label, ariaLabel, items }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-tap min-w-tap items-center justify-center gap-1 rounded-control px-2 text-label text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        {label}
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </button>
      {open ? (
        <ul
          id={menuId}
          role="menu"
          className="absolute right-0 z-40 mt-1 min-w-44 rounded-control border border-line bg-surface py-1 shadow-lg"
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                lang={item.lang}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
                className="block min-h-tap w-full px-4 py-2 text-left text-label hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none"
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
