import { useCallback, useEffect } from 'react';
import type { DepositMethod } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { sendOnlyText } from '../../../contract/evm-chains.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getDepositAddress } from '../api/get-deposit-address.ts';
import { getOnchainPayments } from '../api/get-onchain-payments.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
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
  const loadAddress = useCallback(() => getDepositAddress(method.id), [method.id]);
  const loadPayments = useCallback(() => getOnchainPayments(method.id), [method.id]);
  const address = useResource(loadAddress, DEPOSIT_DEFAULTS.fetchAddress);
  const payments = useResource(loadPayments, DEPOSIT_DEFAULTS.fetchPayments);
  const { reload } = payments;
  useEffect(() => {
    const timer = setInterval(() => void reload(), POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  if (address.loading && !address.data) return <p role="status">Loading your deposit address...</p>;
  if (address.error || !address.data)
    return <LoadError message={address.error ?? DEPOSIT_DEFAULTS.fetchAddress} onRetry={() => void address.reload()} />;
  const a = address.data;
  const list = payments.data ?? [];
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-label="Your deposit address"
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-card sm:flex-row"
      >
        <QrCode value={a.address} label={`QR code of your ${a.asset} deposit address`} />
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="font-semibold">{`Your personal ${a.asset} address`}</h3>
          <code
            data-testid="deposit-address"
            className="rounded bg-surface-2 px-2 py-1 text-label [overflow-wrap:anywhere]"
          >
            {a.address}
          </code>
          <CopyButton value={a.address} label="Address" />
          <p className="text-label text-fg-muted">
            {`Minimum ${formatMoney(a.minimum)}. Credited to your Main Wallet automatically after ${a.confirmations} confirmations; smaller payments or other assets wait for a manual review.`}
          </p>
          <p className="text-label text-fg-muted">This address is yours alone and never changes.</p>
        </div>
      </section>
      <div
        role="note"
        aria-label="Network and asset"
        className="rounded-card border-2 border-warning bg-warning-soft p-card text-warning"
      >
        <p className="font-semibold">{`${sendOnlyText(a.asset, a.chainId)}.`}</p>
        <p>Another token, or the same token on another network, does not arrive here as a deposit and may be lost.</p>
      </div>
      {method.evm?.delayed ? (
        <p role="status" className="rounded-md border border-warning bg-warning-soft px-3 py-2 text-warning">
          Payments to this method are delayed: we cannot read the network right now. A payment you send is not lost; it
          shows here and is credited once we can read the network again.
        </p>
      ) : null}
      <section aria-label="Payments to this address" className="flex flex-col gap-2">
        <h3 className="font-semibold">Your payments</h3>
        {payments.error && !payments.data ? <LoadError message={payments.error} onRetry={() => void reload()} /> : null}
        {list.length === 0 && !payments.error ? (
          <p className="text-fg-muted">
            {payments.loading
              ? 'Checking for payments...'
              : method.evm?.delayed
                ? 'No payment seen yet.'
                : 'No payment seen yet. It shows here within seconds of reaching the chain.'}
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
