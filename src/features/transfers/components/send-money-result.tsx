import { formatMoney } from '../../../contract/cents.ts';
import type { MoneyResult, SendQuote } from '../../../contract/transfers.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { ResultPanel } from '../../../components/money/result-panel.tsx';
import { TextLink } from '../../../components/text-link.tsx';

type Props = {
  result: MoneyResult;
  quote: SendQuote;
  recipient: string;
  onNew: () => void;
};

/** The sent transfer: reference, recipient, amount, fee and the total taken from Main. */
export function SendMoneyResult({ result, quote, recipient, onNew }: Props) {
  const money = (value: number) => formatMoney(value, quote.currency);
  return (
    <ResultPanel
      title="Money sent"
      message={result.message}
      rows={[
        { label: 'Reference', value: result.transaction.reference },
        { label: 'Recipient', value: recipient },
        { label: 'Amount', value: money(result.transaction.amount) },
        { label: 'Fee', value: money(result.transaction.charge) },
        {
          label: 'Total debited',
          value: money(
            (Math.round(result.transaction.amount * 100) + Math.round(result.transaction.charge * 100)) / 100,
          ),
          strong: true,
        },
      ]}
    >
      <SecondaryButton onClick={onNew}>New transfer</SecondaryButton>
      <TextLink standalone to="/user/send-money/log">
        View send money log
      </TextLink>
    </ResultPanel>
  );
}
