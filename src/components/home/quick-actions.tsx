import { Link } from '@tanstack/react-router';
import { ArrowLeftRight, ArrowUpFromLine, Plus, Send, TrendingUp } from 'lucide-react';
import type { NavLinkItem } from '../nav/nav-links.ts';
import { useT } from '../../lib/i18n/use-t.ts';

const ACTIONS = [
  { label: 'home.action.addMoney', to: '/user/deposit', Icon: Plus },
  { label: 'home.action.send', to: '/user/send-money', Icon: Send },
  { label: 'home.action.withdraw', to: '/user/withdraw', Icon: ArrowUpFromLine },
  { label: 'home.action.exchange', to: '/user/wallet-exchange', Icon: ArrowLeftRight },
  { label: 'home.action.invest', to: '/user/schemas', Icon: TrendingUp },
] as const satisfies readonly (NavLinkItem & { Icon: unknown })[];

/**
 * The home screen's five money actions as icon tiles. A label never breaks inside its word, so each
 * tile is at least as wide as its label plus 4 px a side: one row while they fit (English on a 360 px
 * phone), a second row when they do not (Russian's "Пополнить", "Отправить"), never touching. On a
 * phone a tile grows to 96 px at most, so the one left on a second row stays a tile, centred.
 */
export function QuickActions() {
  const t = useT();
  return (
    <nav aria-label={t('home.quickActions')}>
      <ul className="flex flex-wrap justify-center gap-x-1 gap-y-2 sm:gap-x-3">
        {ACTIONS.map(({ label, to, Icon }) => (
          <li key={to} className="min-w-max flex-1 max-sm:max-w-24">
            <Link
              to={to}
              className="flex min-h-tap flex-col items-center gap-1.5 rounded-control px-1 py-2 text-center text-caption font-medium whitespace-nowrap text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
