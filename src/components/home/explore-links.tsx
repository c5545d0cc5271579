import { Link } from '@tanstack/react-router';
import { ChartLine, ChartPie, ChevronRight } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';
import type { MessageId } from '../../lib/i18n/i18n.ts';

const LINKS = [
  { label: 'home.portfolio', detail: 'home.portfolioDetail', to: '/user/portfolio', Icon: ChartPie },
  { label: 'home.market', detail: 'home.marketDetail', to: '/user/market', Icon: ChartLine },
] as const satisfies readonly { label: MessageId; detail: MessageId; to: string; Icon: unknown }[];

/** Portfolio and Market are not in the sidebar list (docs/product.md, "User area"), so the home screen links them. */
export function ExploreLinks() {
  const t = useT();
  return (
    <nav aria-label={t('home.explore')} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {LINKS.map(({ label, detail, to, Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex min-h-tap items-center gap-3 rounded-card border border-line bg-surface p-card hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold">{t(label)}</span>
            <span className="text-caption text-fg-muted">{t(detail)}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
        </Link>
      ))}
    </nav>
  );
}
