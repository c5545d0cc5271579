import { Link } from '@tanstack/react-router';
import { StaleWarning } from './stale-warning.tsx';
import { WalletBalance } from './wallet-balance.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const buttonClass =
  'flex min-h-tap flex-1 items-center justify-center rounded-md px-2 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** The sidebar's wallet card: both balances, Deposit, Invest Now and Logout. */
export function WalletCard({ onLogout }: { onLogout: () => void }) {
  const t = useT();
  return (
    <section
      aria-label={t('wallet.card.region')}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface-2 p-3"
    >
      <WalletBalance type="main" />
      <WalletBalance type="profit" />
      <StaleWarning />
      {/* Two buttons side by side while their words fit ("Инвестировать" does not): then one per line. */}
      <div className="flex flex-wrap gap-2">
        <Link to="/user/deposit" className={`${buttonClass} bg-blue-700 text-white hover:bg-blue-800`}>
          {t('wallet.card.deposit')}
        </Link>
        <Link to="/user/invest-now" className={`${buttonClass} bg-emerald-700 text-white hover:bg-emerald-800`}>
          {t('wallet.card.investNow')}
        </Link>
      </div>
      <button
        type="button"
        onClick={onLogout}
        className={`${buttonClass} border border-zinc-400 hover:bg-zinc-100 dark:border-zinc-600 dark:hover:bg-zinc-800`}
      >
        {t('wallet.card.logout')}
      </button>
    </section>
  );
}
