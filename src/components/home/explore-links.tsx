import { Link } from '@tanstack/react-router';
import { ChartLine, ChartPie, ChevronRight } from 'lucide-react';

const LINKS = [
  { label: 'Portfolio', detail: 'Your capital, profit per day and allocation', to: '/user/portfolio', Icon: ChartPie },
  { label: 'Market', detail: 'Current rates of the currencies you can pay with', to: '/user/market', Icon: ChartLine },
] as const;

/** Portfolio and Market are not in the sidebar list (docs/product.md, "User area"), so the home screen links them. */
export function ExploreLinks() {
  return (
    <nav aria-label="Explore" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {LINKS.map(({ label, detail, to, Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex min-h-tap items-center gap-3 rounded-card border border-line bg-surface p-card hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold">{label}</span>
            <span className="text-caption text-fg-muted">{detail}</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
        </Link>
      ))}
    </nav>
  );
}
