import { useCallback, useEffect, useState } from 'react';
import type { Deposit } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getDeposit } from '../api/get-deposit.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** How often the page asks while Stripe's confirmation is on its way, and for how long before it says so. */
export const CARD_POLL_MS = 2_000;
const PATIENCE_MS = 120_000;

const OUTCOME: Record<Deposit['status'], string> = {
  approved: 'Payment received: your Main Wallet has been credited.',
  failed: 'The card payment did not go through. Nothing was charged.',
  expired: 'The payment page expired before the payment was made. Nothing was charged.',
  rejected: 'This deposit was rejected.',
  pending: 'Waiting for the card payment to be confirmed...',
};

/**
 * Where Stripe Checkout sends the investor back. The deposit is settled by Stripe's signed
 * webhook (or the reconciliation job), not by this page: it only asks for the deposit until it
 * leaves 'pending', then shows the outcome. Coming back through "cancel" leaves it pending.
 */
export function CardReturn({ depositId, cancelled }: { depositId: string; cancelled: boolean }) {
  const load = useCallback(() => getDeposit(depositId), [depositId]);
  const deposit = useResource(load, DEPOSIT_DEFAULTS.fetchDeposit);
  const [started] = useState(() => Date.now());
  const [slow, setSlow] = useState(false);
  const { data, reload } = deposit;
  const waiting = data?.status === 'pending' && !cancelled;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (Date.now() - started > PATIENCE_MS) setSlow(true);
      void reload();
    }, CARD_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload, started]);

  if (deposit.error && !data) return <LoadError message={deposit.error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading your deposit...</p>;
  const message =
    cancelled && data.status === 'pending'
      ? 'You left the card page without paying. Nothing was charged.'
      : OUTCOME[data.status];
  return (
    <section aria-labelledby="card-outcome" className="flex max-w-md flex-col gap-4">
      <div className="flex items-center gap-2">
        <h2 id="card-outcome" className="text-lg font-semibold">
          Card deposit {data.reference}
        </h2>
        <StatusBadge status={data.status} label={data.status === 'approved' ? 'Credited' : undefined} />
      </div>
      <p
        role="status"
        aria-live="polite"
        className={data.status === 'approved' ? 'font-semibold text-emerald-800 dark:text-emerald-300' : undefined}
      >
        {message}
      </p>
      {waiting && slow ? (
        <p className="text-fg-muted">
          This is taking longer than usual. You can leave this page: the deposit is credited as soon as Stripe confirms
          it.
        </p>
      ) : null}
      <DetailList
        rows={[
          { label: 'Amount', value: formatMoney(data.amount) },
          { label: 'Charge', value: formatMoney(data.charge) },
          {
            label: data.status === 'approved' ? 'Credited to Main Wallet' : 'To be credited',
            value: formatMoney(data.receiveAmount),
            strong: true,
          },
        ]}
      />
      <p className="flex flex-wrap gap-4">
        <TextLink standalone to="/user/deposit/logs">
          Add Money Log
        </TextLink>
        {data.status !== 'approved' ? (
          <TextLink standalone to="/user/deposit">
            Try again
          </TextLink>
        ) : null}
      </p>
    </section>
  );
}
