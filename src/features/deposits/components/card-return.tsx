import { useCallback, useEffect, useState } from 'react';
import type { Deposit } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getDeposit } from '../api/get-deposit.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { depositStatusLabel } from '../deposit-status-label.ts';

/** How often the page asks while Stripe's confirmation is on its way, and for how long before it says so. */
export const CARD_POLL_MS = 2_000;
const PATIENCE_MS = 120_000;

const OUTCOME: Record<Deposit['status'], MessageId> = {
  approved: 'deposit.card.approved',
  failed: 'deposit.card.failed',
  expired: 'deposit.card.expired',
  rejected: 'deposit.card.rejected',
  pending: 'deposit.card.pending',
};

/**
 * Where Stripe Checkout sends the investor back. The deposit is settled by Stripe's signed
 * webhook (or the reconciliation job), not by this page: it only asks for the deposit until it
 * leaves 'pending', then shows the outcome. Coming back through "cancel" leaves it pending.
 */
export function CardReturn({ depositId, cancelled }: { depositId: string; cancelled: boolean }) {
  const t = useT();
  const load = useCallback(() => getDeposit(depositId), [depositId]);
  const deposit = useResource(load, t('deposit.error.fetchDeposit'));
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
  if (!data) return <p role="status">{t('deposit.card.loading')}</p>;
  const message = cancelled && data.status === 'pending' ? t('deposit.card.cancelled') : t(OUTCOME[data.status]);
  return (
    <section aria-labelledby="card-outcome" className="flex max-w-md flex-col gap-4">
      <div className="flex items-center gap-2">
        <h2 id="card-outcome" className="text-lg font-semibold">
          {t('deposit.card.heading', { reference: data.reference })}
        </h2>
        <StatusBadge
          status={data.status}
          label={data.status === 'approved' ? t('deposit.card.creditedBadge') : depositStatusLabel(t, data.status)}
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className={data.status === 'approved' ? 'font-semibold text-emerald-800 dark:text-emerald-300' : undefined}
      >
        {message}
      </p>
      {waiting && slow ? <p className="text-fg-muted">{t('deposit.card.slow')}</p> : null}
      <DetailList
        rows={[
          { label: t('deposit.card.amount'), value: formatMoney(data.amount) },
          { label: t('deposit.details.charge'), value: formatMoney(data.charge) },
          {
            label: data.status === 'approved' ? t('deposit.card.creditedTo') : t('deposit.card.toBeCredited'),
            value: formatMoney(data.receiveAmount),
            strong: true,
          },
        ]}
      />
      <p className="flex flex-wrap gap-4">
        <TextLink standalone to="/user/deposit/logs">
          {t('deposit.log.title')}
        </TextLink>
        {data.status !== 'approved' ? (
          <TextLink standalone to="/user/deposit">
            {t('deposit.card.tryAgain')}
          </TextLink>
        ) : null}
      </p>
    </section>
  );
}
