import { useCallback, useEffect } from 'react';
import type { DepositMethod } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { KNOWN_CHAINS } from '../../../contract/evm-chains.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getDepositAddress } from '../api/get-deposit-address.ts';
import { getOnchainPayments } from '../api/get-onchain-payments.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { CopyButton } from '../../../components/copy-button.tsx';
import { OnchainPaymentRow } from './onchain-payment-row.tsx';
import { QrCode } from './qr-code.tsx';

/** How often the page asks for confirmations while a payment is on its way (blocks come every few seconds). */
const POLL_MS = 3_000;

/**
 * An on-chain method: the investor's own address (QR, Copy), the network and asset in words, the
 * minimum, and each payment's progress until it is credited. No request, no proof: the chain is the proof.
 */
export function OnchainDeposit({ method }: { method: DepositMethod }) {
  const t = useT();
  const loadAddress = useCallback(() => getDepositAddress(method.id), [method.id]);
  const loadPayments = useCallback(() => getOnchainPayments(method.id), [method.id]);
  const address = useResource(loadAddress, t('deposit.error.fetchAddress'));
  const payments = useResource(loadPayments, t('deposit.error.fetchPayments'));
  const { reload } = payments;
  useEffect(() => {
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  if (address.loading && !address.data) return <p role="status">{t('deposit.onchain.loadingAddress')}</p>;
  if (address.error || !address.data)
    return (
      <LoadError message={address.error ?? t('deposit.error.fetchAddress')} onRetry={() => void address.reload()} />
    );
  const a = address.data;
  const list = payments.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label={t('deposit.onchain.addressRegion')}
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-card sm:flex-row"
      >
        <QrCode value={a.address} label={t('deposit.onchain.qrLabel', { asset: a.asset })} />
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="font-semibold">{t('deposit.onchain.personalAddress', { asset: a.asset })}</h3>
          <code
            data-testid="deposit-address"
            className="rounded bg-surface-2 px-2 py-1 text-label [overflow-wrap:anywhere]"
          >
            {a.address}
          </code>
          <CopyButton value={a.address} label={t('deposit.details.address')} />
          <p className="text-label text-fg-muted">
            {t('deposit.onchain.minimum', { minimum: formatMoney(a.minimum), count: a.confirmations })}
          </p>
          <p className="text-label text-fg-muted">{t('deposit.onchain.yoursAlone')}</p>
        </div>
      </section>
      <div
        role="note"
        aria-label={t('deposit.onchain.networkRegion')}
        className="rounded-card border-2 border-warning bg-warning-soft p-card text-warning"
      >
        <p className="font-semibold">
          {KNOWN_CHAINS[a.chainId]
            ? t('deposit.onchain.sendOnly', { asset: a.asset, network: KNOWN_CHAINS[a.chainId]?.name ?? '' })
            : t('deposit.onchain.sendOnlyChain', { asset: a.asset, chainId: String(a.chainId) })}
        </p>
        <p>{t('deposit.onchain.otherTokenLost')}</p>
      </div>
      {method.evm?.delayed ? (
        <p role="status" className="rounded-md border border-warning bg-warning-soft px-3 py-2 text-warning">
          {t('deposit.onchain.delayed')}
        </p>
      ) : null}
      <section aria-label={t('deposit.onchain.paymentsRegion')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('deposit.onchain.yourPayments')}</h3>
        {payments.error && !payments.data ? <LoadError message={payments.error} onRetry={() => void reload()} /> : null}
        {list.length === 0 && !payments.error ? (
          <p className="text-fg-muted">
            {payments.loading
              ? t('deposit.onchain.checking')
              : method.evm?.delayed
                ? t('deposit.onchain.noneYet')
                : t('deposit.onchain.noneYetSeconds')}
          </p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {list.map((p) => (
            <OnchainPaymentRow key={p.id} payment={p} asset={method.currency} />
          ))}
        </ul>
      </section>
    </div>
  );
}
