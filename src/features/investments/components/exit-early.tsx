import { useState } from 'react';
import type { ExitQuote, ExitResult } from '../../../contract/investment-exit.ts';
import type { Investment } from '../../../contract/investments.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { ConfirmPanel } from '../../../components/money/confirm-panel.tsx';
import type { DetailRow } from '../../../components/money/detail-list.tsx';
import { ResultPanel } from '../../../components/money/result-panel.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { useMoneyOpen } from '../../../lib/maintenance.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { useMoneyAction } from '../../../lib/use-money-action.ts';
import { useMoneyFlow } from '../../../lib/use-money-flow.ts';
import { exitInvestment } from '../api/exit-investment.ts';
import { getExitQuote } from '../api/get-exit-quote.ts';
import { money, walletName } from '../terms-text.ts';

function quoteRows(t: Translate, q: ExitQuote): DetailRow[] {
  return [
    { label: t('invest.capitalBack'), value: money(q.capitalBack) },
    { label: t('invest.exit.penaltyPercent', { percent: q.penaltyPercent }), value: `-${money(q.penalty)}` },
    { label: t('invest.exit.profitKept'), value: money(q.profitKept) },
    {
      label: t('invest.exit.netTo', { wallet: walletName(t, q.walletType) }),
      value: money(q.netToWallet),
      strong: true,
    },
  ];
}

type Props = { item: Investment; onExited: (result: ExitResult) => void };

/**
 * "Exit early": the quote first (what comes back, the penalty, the profit kept), then Confirm with
 * one Idempotency-Key per confirmed exit; the quote is the server's, never worked out here.
 */
export function ExitEarly({ item, onExited }: Props) {
  const online = useMoneyOpen();
  const t = useT();
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const action = useMoneyAction(exitInvestment, t('invest.error.exit'));
  const flow = useMoneyFlow<{ id: string }, DetailRow[], ExitResult>(action, { onDone: onExited });
  const { step, refusal } = flow;

  if (step.name === 'done') {
    const q = step.result.quote;
    return (
      <ResultPanel
        title={t('invest.exit.closed')}
        message={t('invest.exit.doneMessage')}
        rows={[
          { label: t('invest.exit.returned'), value: money(q.netToWallet), strong: true },
          { label: t('invest.exit.penalty'), value: money(q.penalty) },
          { label: t('invest.exit.profitKept'), value: money(q.profitKept) },
        ]}
      />
    );
  }
  if (step.name === 'confirm') {
    return (
      <ConfirmPanel
        title={t('invest.exit.title', { name: item.schemaName })}
        rows={step.quote}
        confirmLabel={t('invest.exit.confirm')}
        pendingLabel={t('invest.exit.closing')}
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
              return { quote: quoteRows(t, await getExitQuote(id)) };
            } catch (caught) {
              setQuoteError(toApiError(caught, t('invest.error.exitQuote')).message);
              return { quote: null };
            }
          });
        }}
      >
        {flow.reviewing ? t('invest.exit.gettingQuote') : t('invest.exit.button')}
      </SecondaryButton>
      {problem ? (
        <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
