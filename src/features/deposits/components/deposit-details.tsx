import { useCallback, useEffect, useState } from 'react';
import type { Deposit } from '../../../contract/deposits.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { getDeposit } from '../api/get-deposit.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { CopyButton } from './copy-button.tsx';
import { ProofUpload } from './proof-upload.tsx';
import { ProofViewer } from './proof-viewer.tsx';
import { QrCode } from './qr-code.tsx';

type State = { deposit: Deposit | null; loading: boolean; error: string | null };

function PaymentTarget({ deposit }: { deposit: Deposit }) {
  if (deposit.kind === 'manual' || !deposit.address) {
    return (
      <section aria-label="Payment instructions" className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
        <h2 className="mb-1 font-semibold">How to pay</h2>
        <p className="text-sm whitespace-pre-line">{deposit.instructions}</p>
      </section>
    );
  }
  return (
    <section aria-label="Payment address" className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 sm:flex-row dark:border-zinc-800">
      <QrCode value={deposit.address} label={`QR code of the ${deposit.currency} address`} />
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="font-semibold">
          Send {deposit.currency}
          {deposit.network ? ` on ${deposit.network}` : ''} to
        </h2>
        <code className="rounded bg-zinc-100 px-2 py-1 text-sm break-all dark:bg-zinc-900">{deposit.address}</code>
        <CopyButton value={deposit.address} label="Address" />
        {deposit.instructions ? <p className="text-sm text-zinc-700 dark:text-zinc-300">{deposit.instructions}</p> : null}
      </div>
    </section>
  );
}

/** The payment details of one deposit: what to pay and where, its status, and the proof (upload while pending). */
export function DepositDetails({ depositId }: { depositId: string }) {
  const [state, setState] = useState<State>({ deposit: null, loading: true, error: null });
  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      setState({ deposit: await getDeposit(depositId), loading: false, error: null });
    } catch (caught) {
      setState({ deposit: null, loading: false, error: toApiError(caught, DEPOSIT_DEFAULTS.fetchDeposit).message });
    }
  }, [depositId]);
  useEffect(() => {
    void load();
  }, [load]);

  const { deposit } = state;
  if (state.loading && !deposit) return <p role="status">Loading deposit...</p>;
  if (!deposit) return <LoadError message={state.error ?? DEPOSIT_DEFAULTS.fetchDeposit} onRetry={() => void load()} />;

  const money = (n: number) => formatMoney(n, 'USD');
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="flex items-center gap-2">
        Status: <StatusBadge status={deposit.status} />
      </p>
      {deposit.status === 'rejected' && deposit.rejectionReason ? (
        <p role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          Rejected: {deposit.rejectionReason}
        </p>
      ) : null}
      <div className="rounded-lg bg-blue-50 p-3 dark:bg-blue-950">
        <p className="text-sm">Amount to pay</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="pay-amount">
          {deposit.payAmount} {deposit.currency}
        </p>
      </div>
      {deposit.status === 'pending' ? <PaymentTarget deposit={deposit} /> : null}
      <DetailList
        rows={[
          { label: 'Reference', value: deposit.reference },
          { label: 'Method', value: deposit.methodName },
          ...(deposit.network ? [{ label: 'Network', value: deposit.network }] : []),
          { label: 'Amount', value: money(deposit.amount) },
          { label: 'Charge', value: money(deposit.charge) },
          { label: 'Credited on approval', value: money(deposit.receiveAmount), strong: true },
          ...(deposit.transactionHash ? [{ label: 'Transaction hash', value: deposit.transactionHash }] : []),
          { label: 'Created', value: formatDateTime(deposit.createdAt) },
        ]}
      />
      <section aria-label="Proof of payment" className="flex flex-col gap-2">
        <h2 className="font-semibold">Proof of payment</h2>
        {deposit.hasProof ? <ProofViewer depositId={deposit.id} name={deposit.proofName} /> : <p className="text-sm">No proof uploaded yet.</p>}
        {deposit.status === 'pending' ? <ProofUpload depositId={deposit.id} replacing={deposit.hasProof} onUploaded={(d) => setState({ deposit: d, loading: false, error: null })} /> : null}
      </section>
    </div>
  );
}
