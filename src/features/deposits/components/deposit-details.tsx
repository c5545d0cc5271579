import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { Deposit } from '../../../contract/deposits.ts';
import { formatDecimal, formatMoney } from '../../../contract/cents.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { getDeposit } from '../api/get-deposit.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { CardReturn } from './card-return.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { ProofUpload } from './proof-upload.tsx';
import { ProofViewer } from './proof-viewer.tsx';
import { QrCode } from './qr-code.tsx';
import { bankDetailsOf } from '../bank-details.ts';

type State = { deposit: Deposit | null; loading: boolean; error: string | null; notFound: boolean };

const card = 'flex flex-col gap-3 rounded-card border border-line bg-surface p-card';

function PaymentTarget({ deposit }: { deposit: Deposit }) {
  if (deposit.kind === 'manual' || !deposit.address) {
    const details = bankDetailsOf(deposit.instructions);
    return (
      <section aria-label="Payment instructions" className="flex flex-col gap-1">
        <h3 className="font-semibold">How to pay</h3>
        {details.length > 0 ? (
          <dl aria-label="Bank details" className="flex flex-col gap-2 py-1">
            {details.map((d) => (
              // The value wraps (an IBAN at 360 px) so that its Copy button stays beside it.
              <div key={d.label} className="flex items-center justify-between gap-3 border-b border-line pb-2">
                <div className="flex min-w-0 flex-1 flex-col">
                  <dt className="text-label text-fg-muted">{d.label}</dt>
                  <dd className="font-mono text-label [overflow-wrap:anywhere]">{d.value}</dd>
                </div>
                <CopyButton value={d.copy} label={d.label} />
              </div>
            ))}
          </dl>
        ) : null}
        <p className="text-label whitespace-pre-line">{deposit.instructions}</p>
        <p className="text-label text-fg-muted">
          Write your reference in the transfer’s description, so we can match it.
        </p>
      </section>
    );
  }
  return (
    <section aria-label="Payment address" className="flex flex-col gap-3 sm:flex-row">
      <QrCode value={deposit.address} label={`QR code of the ${deposit.currency} address`} />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-semibold">
          Send {deposit.currency}
          {deposit.network ? ` on ${deposit.network}` : ''} to
        </h3>
        <code className="rounded bg-surface-2 px-2 py-1 text-label [overflow-wrap:anywhere]">{deposit.address}</code>
        <CopyButton value={deposit.address} label="Address" />
        {deposit.instructions ? <p className="text-label text-fg-muted">{deposit.instructions}</p> : null}
      </div>
    </section>
  );
}

/** A deposit id that is not (or no longer) the user's: a way back, not a Retry that cannot help. */
function DepositNotFound() {
  return (
    <div role="alert" className={`${card} max-w-xl`}>
      <h2 className="text-heading font-semibold">Deposit not found</h2>
      <p className="text-fg-muted">This deposit does not exist or belongs to another account.</p>
      <p className="flex flex-wrap gap-4">
        <TextLink standalone to="/user/deposit/logs">
          Back to Add Money Log
        </TextLink>
        <TextLink standalone to="/user/deposit">
          Add Money
        </TextLink>
      </p>
    </div>
  );
}

/**
 * The payment details of one deposit. While pending, what comes first is what the user needs to
 * pay: the amount, the reference and where to send it; then "I have paid" with the proof. Below,
 * the deposit's figures.
 */
export function DepositDetails({ depositId }: { depositId: string }) {
  const [state, setState] = useState<State>({ deposit: null, loading: true, error: null, notFound: false });
  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      setState({ deposit: await getDeposit(depositId), loading: false, error: null, notFound: false });
    } catch (caught) {
      const error = toApiError(caught, DEPOSIT_DEFAULTS.fetchDeposit);
      setState({
        deposit: null,
        loading: false,
        error: error.message,
        notFound: error.status === 404 || error.code === 'NOT_FOUND',
      });
    }
  }, [depositId]);
  useEffect(() => {
    void load();
  }, [load]);

  const { deposit } = state;
  if (state.loading && !deposit) return <p role="status">Loading deposit...</p>;
  if (!deposit && state.notFound) return <DepositNotFound />;
  if (!deposit) return <LoadError message={state.error ?? DEPOSIT_DEFAULTS.fetchDeposit} onRetry={() => void load()} />;

  // A card deposit has nothing to pay by hand or prove: its page is the card outcome.
  if (deposit.kind === 'card') return <CardReturn depositId={deposit.id} cancelled={false} />;
  const money = (n: number) => formatMoney(n, 'USD');
  const pending = deposit.status === 'pending';
  const update = (d: Deposit) => setState({ deposit: d, loading: false, error: null, notFound: false });
  return (
    <div className="flex max-w-xl flex-col gap-section">
      <p className="flex items-center gap-2">
        Status: <StatusBadge status={deposit.status} />
      </p>
      {deposit.status === 'rejected' ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-control bg-danger-soft px-3 py-2 text-label text-danger"
        >
          <p>
            {deposit.rejectionReason ? `Rejected: ${deposit.rejectionReason}` : 'Rejected.'} Nothing was credited to
            your wallet.
          </p>
          <Link
            to="/user/deposit"
            search={{ method: deposit.methodId, amount: deposit.amount.toFixed(2) }}
            className="inline-flex min-h-tap items-center self-start rounded-control bg-primary px-4 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-accent"
          >
            Start a new deposit
          </Link>
        </div>
      ) : null}
      <section aria-labelledby="pay-title" className={card}>
        <h2 id="pay-title" className="text-heading font-semibold">
          {pending ? '1. Pay' : 'Payment'}
        </h2>
        <div className="grid grid-cols-1 gap-3 min-[30rem]:grid-cols-2">
          <div className="flex flex-col">
            <span className="text-label text-fg-muted">
              {pending ? 'Amount to pay' : deposit.status === 'approved' ? 'Amount paid' : 'Amount of the deposit'}
            </span>
            <span className="text-title font-bold nowrap-value" data-testid="pay-amount">
              {formatDecimal(deposit.payAmount, deposit.currency)}
            </span>
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-label text-fg-muted">Your reference</span>
            <span className="font-mono text-heading font-semibold [overflow-wrap:anywhere]">{deposit.reference}</span>
            {pending ? <CopyButton value={deposit.reference} label="Reference" /> : null}
          </div>
        </div>
        {pending ? <PaymentTarget deposit={deposit} /> : null}
      </section>
      <section aria-labelledby="paid-title" className={card}>
        <h2 id="paid-title" className="text-heading font-semibold">
          {pending ? '2. I have paid' : 'Proof of payment'}
        </h2>
        {deposit.hasProof ? (
          <>
            {pending ? (
              <p className="text-label text-success">
                Proof received. Your Main Wallet is credited once we approve the deposit.
              </p>
            ) : null}
            <ProofViewer depositId={deposit.id} name={deposit.proofName} />
          </>
        ) : pending ? (
          <p className="text-label text-fg-muted">Once you have sent the payment, add its proof here.</p>
        ) : (
          <p className="text-label">No proof uploaded.</p>
        )}
        {pending ? <ProofUpload deposit={deposit} onUploaded={update} /> : null}
      </section>
      <DetailList
        rows={[
          { label: 'Method', value: deposit.methodName },
          ...(deposit.network ? [{ label: 'Network', value: deposit.network }] : []),
          { label: 'Amount', value: money(deposit.amount) },
          { label: 'Charge', value: money(deposit.charge) },
          deposit.status === 'rejected'
            ? { label: 'Credited', value: 'Nothing (rejected)', strong: true }
            : {
                label: deposit.status === 'approved' ? 'Credited' : 'Credited on approval',
                value: money(deposit.receiveAmount),
                strong: true,
              },
          ...(deposit.transactionHash ? [{ label: 'Transaction hash', value: deposit.transactionHash }] : []),
          { label: 'Created', value: formatDateTime(deposit.createdAt) },
        ]}
      />
    </div>
  );
}
