import type { Wallet } from '../../../contract/wallet-shape.ts';
import { useState } from 'react';
import { LoadError } from '../../../components/status/load-error.tsx';
import { PausedOffline } from '../../../components/money/paused-offline.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { TextLink } from '../../../components/text-link.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getWithdrawalProtection } from '../api/get-withdrawal-protection.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import { useWithdrawalAccounts } from '../use-withdrawal-accounts.ts';
import { Trans } from '@lingui/react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { Withdraw } from './withdraw.tsx';
import { WithdrawalsPaused } from './withdrawals-paused.tsx';

/**
 * Loads the payout accounts first: without one there is nothing to withdraw to. A pause after a
 * security change is shown above the form (the server refuses the request with its end too).
 */
export function WithdrawPanel({ main, onWallets }: { main: Wallet | null; onWallets: (wallets: Wallet[]) => void }) {
  const t = useT();
  const { accounts, error, reload } = useWithdrawalAccounts();
  const online = useOnlineStatus();
  // Read once per visit: a language switch must not reload the page's data (the calls translate their own errors).
  const [fallback] = useState(() => WITHDRAW_DEFAULTS.fetchProtection);
  const protection = useResource(getWithdrawalProtection, fallback);
  const paused = protection.data?.pausedUntil ? (
    <WithdrawalsPaused until={protection.data.pausedUntil} reason={protection.data.reason} />
  ) : null;
  if (error && !online) return <PausedOffline title={t('withdraw.title')} needs={t('withdraw.offline.needs')} />;
  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!accounts) return <p role="status">{t('withdraw.accounts.loading')}</p>;
  if (accounts.length === 0) {
    return (
      <p className="text-fg-muted">
        <Trans
          id="withdraw.noAccountYet"
          components={{ 0: <TextLink to="/user/add-withdrawal-account">{null}</TextLink> }}
        />
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {paused}
      <Withdraw main={main} accounts={accounts} onWallets={onWallets} paused={paused !== null} />
    </div>
  );
}
