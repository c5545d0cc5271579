import type { Wallet } from '../../../contract/wallet-shape.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useWithdrawalAccounts } from '../use-withdrawal-accounts.ts';
import { Withdraw } from './withdraw.tsx';

/** Loads the payout accounts first: without one there is nothing to withdraw to. */
export function WithdrawPanel({ main, onWallets }: { main: Wallet | null; onWallets: (wallets: Wallet[]) => void }) {
  const { accounts, error, reload } = useWithdrawalAccounts();
  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!accounts) return <p role="status">Loading your withdrawal accounts...</p>;
  if (accounts.length === 0) {
    return (
      <p className="text-fg-muted">
        Add a withdrawal account first: <TextLink to="/user/add-withdrawal-account">Add withdrawal account</TextLink>
      </p>
    );
  }
  return <Withdraw main={main} accounts={accounts} onWallets={onWallets} />;
}
