import { useState } from 'react';
import type { ExitQuote, ExitResult } from '../../../contract/investment-exit.ts';
import type { Investment } from '../../../contract/investments.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { ConfirmPanel } from '../../../components/money/confirm-panel.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { ResultPanel } from '../../../components/money/result-panel.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { exitInvestment } from '../api/exit-investment.ts';
import { getExitQuote } from '../api/get-exit-quote.ts';
import { money } from '../terms-text.ts';

const walletName = (t: 'main' | 'profit') => (t === 'main' ? 'Main Wallet' : 'Profit Wallet');

function quoteRows(q: ExitQuote): DetailRow[] {
  return [
    { label: 'Capital back', value: money(q.capitalBack) },
    { label: `Penalty (${q.penaltyPercent} %)`, value: `-${money(q.penalty)}` },
    { label: 'Profit kept', value: money(q.profitKept) },
    { label: `Net to your ${walletName(q.walletType)}`, value: money(q.netToWallet), strong: true },
  ];
}

type Props = { item: Investment; onExited: (result: ExitResult) => void };

/**
 * "Exit early": the quote first (what comes back, the penalty, the profit kept), then Confirm with
 * one Idempotency-Key per confirmed exit; the quote is the server's, never worked out here.
 */
export function ExitEarly({ item, onExited }: Props) {
  const online = useMoneyOpen();
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const action = useMoneyAction(exitInvestment, DEFAULTS.exitInvestment);
  const flow = useMoneyFlow<{ id: string }, DetailRow[], ExitResult>(action, { onDone: onExited });
  const { step, refusal } = flow;

  if (step.name === 'done') {
    const q = step.result.quote;
    return (
      <ResultPanel
        title="Investment closed"
        message={step.result.message}
        rows={[
          { label: 'Returned', value: money(q.netToWallet), strong: true },
          { label: 'Penalty', value: money(q.penalty) },
          { label: 'Profit kept', value: money(q.profitKept) },
        ]}
      />
    );
  }
  if (step.name === 'confirm') {
    return (
      <ConfirmPanel
        title={`Exit ${item.schemaName} early`}
        rows={step.quote}
        confirmLabel="Confirm early exit"
        pendingLabel="Closing..."
        action={action}
        paused={!online}
        run={flow.run}
        onBack={flow.back}
      />
    );
  }
  const problem = refusal?.message ?? quoteError;
  return (
    <div className="flex flex-col gap-2">
      <SecondaryButton
        disabled={!online || flow.reviewing}
        onClick={() => {
          setQuoteError(null);
          flow.clearRefusal();
          void flow.review({ id: item.id }, async ({ id }) => {
            try {
              return { quote: quoteRows(await getExitQuote(id)) };
            } catch (caught) {
              setQuoteError(toApiError(caught, DEFAULTS.fetchExitQuote).message);
              return { quote: null };
            }
          });
        }}
      >
        {flow.reviewing ? 'Getting the quote...' : 'Exit early'}
      </SecondaryButton>
      {problem ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
