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
import { translate } from '../../../lib/i18n/i18n.ts';
import { CardReturn } from './card-return.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { ProofUpload } from './proof-upload.tsx';
import { ProofViewer } from './proof-viewer.tsx';
import { QrCode } from './qr-code.tsx';
import { BANK_LABEL_IDS, bankDetailsOf } from '../bank-details.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { depositStatusLabel } from '../deposit-status-label.ts';

type State = { deposit: Deposit | null; loading: boolean; error: string | null; notFound: boolean };

const card = 'flex flex-col gap-3 rounded-card border border-line bg-surface p-card';

function PaymentTarget({ deposit }: { deposit: Deposit }) {
  const t = useT();
  if (deposit.kind === 'manual' || !deposit.address) {
    const details = bankDetailsOf(deposit.instructions);
    return (
      <section aria-label={t('deposit.details.instructionsRegion')} className="flex flex-col gap-1">
        <h3 className="font-semibold">{t('deposit.details.howToPay')}</h3>
        {details.length > 0 ? (
          <dl aria-label={t('deposit.details.bankDetails')} className="flex flex-col gap-2 py-1">
            {details.map((d) => {
              const id = BANK_LABEL_IDS[d.label];
              const label = id ? t(id) : d.label;
              return (
                // The value wraps (an IBAN at 360 px) so that its Copy button stays beside it.
                <div key={d.label} className="flex items-center justify-between gap-3 border-b border-line pb-2">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <dt className="text-label text-fg-muted">{label}</dt>
                    <dd className="font-mono text-label [overflow-wrap:anywhere]">{d.value}</dd>
                  </div>
                  <CopyButton value={d.copy} label={label} />
                </div>
              );
            })}
          </dl>
        ) : null}
        <p className="text-label whitespace-pre-line">{deposit.instructions}</p>
        <p className="text-label text-fg-muted">{t('deposit.details.writeReference')}</p>
      </section>
    );
  }
  return (
    <section aria-label={t('deposit.details.addressRegion')} className="flex flex-col gap-3 sm:flex-row">
      <QrCode value={deposit.address} label={t('deposit.details.qrLabel', { currency: deposit.currency })} />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 className="font-semibold">
          {deposit.network
            ? t('deposit.details.sendOnNetwork', { currency: deposit.currency, network: deposit.network })
            : t('deposit.details.send', { currency: deposit.currency })}
        </h3>
        <code className="rounded bg-surface-2 px-2 py-1 text-label [overflow-wrap:anywhere]">{deposit.address}</code>
        <CopyButton value={deposit.address} label={t('deposit.details.address')} />
        {deposit.instructions ? <p className="text-label text-fg-muted">{deposit.instructions}</p> : null}
      </div>
    </section>
  );
}

/** A deposit id that is not (or no longer) the user's: a way back, not a Retry that cannot help. */
function DepositNotFound() {
  const t = useT();
  return (
    <div role="alert" className={`${card} max-w-xl`}>
      <h2 className="text-heading font-semibold">{t('deposit.notFound.title')}</h2>
      <p className="text-fg-muted">{t('deposit.notFound.body')}</p>
      <p className="flex flex-wrap gap-4">
        <TextLink standalone to="/user/deposit/logs">
          {t('deposit.backToLog')}
        </TextLink>
        <TextLink standalone to="/user/deposit">
          {t('deposit.title')}
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
  const t = useT();
  const [state, setState] = useState<State>({ deposit: null, loading: true, error: null, notFound: false });
  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      setState({ deposit: await getDeposit(depositId), loading: false, error: null, notFound: false });
    } catch (caught) {
      const error = toApiError(caught, translate('deposit.error.fetchDeposit'));
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
  if (state.loading && !deposit) return <p role="status">{t('deposit.details.loading')}</p>;
  if (!deposit && state.notFound) return <DepositNotFound />;
  if (!deposit)
    return <LoadError message={state.error ?? t('deposit.error.fetchDeposit')} onRetry={() => void load()} />;

  // A card deposit has nothing to pay by hand or prove: its page is the card outcome.
  if (deposit.kind === 'card') return <CardReturn depositId={deposit.id} cancelled={false} />;
  const money = (n: number) => formatMoney(n, 'USD');
  const pending = deposit.status === 'pending';
  const update = (d: Deposit) => setState({ deposit: d, loading: false, error: null, notFound: false });
  return (
    <div className="flex max-w-xl flex-col gap-section">
      <p className="flex items-center gap-2">
        {t('deposit.details.status')}{' '}
        <StatusBadge status={deposit.status} label={depositStatusLabel(t, deposit.status)} />
      </p>
      {deposit.status === 'rejected' ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-control bg-danger-soft px-3 py-2 text-label text-danger"
        >
          <p>
            {deposit.rejectionReason
              ? t('deposit.details.rejectedBecause', { reason: deposit.rejectionReason })
              : t('deposit.details.rejected')}
          </p>
          <Link
            to="/user/deposit"
            search={{ method: deposit.methodId, amount: deposit.amount.toFixed(2) }}
            className="inline-flex min-h-tap items-center self-start rounded-control bg-primary px-4 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('deposit.details.startNew')}
          </Link>
        </div>
      ) : null}
      <section aria-labelledby="pay-title" className={card}>
        <h2 id="pay-title" className="text-heading font-semibold">
          {pending ? t('deposit.details.stepPay') : t('deposit.details.payment')}
        </h2>
        <div className="grid grid-cols-1 gap-3 min-[30rem]:grid-cols-2">
          <div className="flex flex-col">
            <span className="text-label text-fg-muted">
              {pending
                ? t('deposit.details.youPay')
                : deposit.status === 'approved'
                  ? t('deposit.details.youPaid')
                  : t('deposit.details.paymentAmount')}
            </span>
            <span className="text-title font-bold nowrap-value" data-testid="pay-amount">
              {formatDecimal(deposit.payAmount, deposit.currency)}
            </span>
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-label text-fg-muted">{t('deposit.details.yourReference')}</span>
            <span className="font-mono text-heading font-semibold [overflow-wrap:anywhere]">{deposit.reference}</span>
            {pending ? <CopyButton value={deposit.reference} label={t('deposit.details.reference')} /> : null}
          </div>
        </div>
        {pending ? <PaymentTarget deposit={deposit} /> : null}
      </section>
      <section aria-labelledby="paid-title" className={card}>
        <h2 id="paid-title" className="text-heading font-semibold">
          {pending ? t('deposit.details.stepPaid') : t('deposit.details.proofTitle')}
        </h2>
        {deposit.hasProof ? (
          <>
            {pending ? <p className="text-label text-success">{t('deposit.details.proofReceived')}</p> : null}
            <ProofViewer depositId={deposit.id} name={deposit.proofName} />
          </>
        ) : pending ? (
          <p className="text-label text-fg-muted">{t('deposit.details.addProofHere')}</p>
        ) : (
          <p className="text-label">{t('deposit.details.noProof')}</p>
        )}
        {pending ? <ProofUpload deposit={deposit} onUploaded={update} /> : null}
      </section>
      <DetailList
        rows={[
          { label: t('deposit.details.method'), value: deposit.methodName },
          ...(deposit.network ? [{ label: t('deposit.details.network'), value: deposit.network }] : []),
          { label: t('deposit.details.deposit'), value: money(deposit.amount) },
          { label: t('deposit.details.charge'), value: money(deposit.charge) },
          deposit.status === 'rejected'
            ? { label: t('deposit.details.credited'), value: t('deposit.details.nothingRejected'), strong: true }
            : {
                label:
                  deposit.status === 'approved'
                    ? t('deposit.details.credited')
                    : t('deposit.details.creditedOnApproval'),
                value: money(deposit.receiveAmount),
                strong: true,
              },
          ...(deposit.transactionHash
            ? [{ label: t('deposit.details.transactionHash'), value: deposit.transactionHash }]
            : []),
          { label: t('deposit.details.created'), value: formatDateTime(deposit.createdAt) },
        ]}
      />
    </div>
  );
}
