import { formatMoney } from '../../../contract/cents.ts';
import type { MoneyResult, SendQuote } from '../../../contract/transfers.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { ResultPanel } from '../../../components/money/result-panel.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

type Props = {
  result: MoneyResult;
  quote: SendQuote;
  recipient: string;
  onNew: () => void;
};

/** The sent transfer: reference, recipient, amount, fee and the total taken from Main. */
export function SendMoneyResult({ result, quote, recipient, onNew }: Props) {
  const t = useT();
  const money = (value: number) => formatMoney(value, quote.currency);
  return (
    <ResultPanel
      title={t('send.done.title')}
      message={t('send.done.message')}
      rows={[
        { label: t('send.row.reference'), value: result.transaction.reference },
        { label: t('send.row.recipient'), value: recipient },
        { label: t('send.row.amount'), value: money(result.transaction.amount) },
        { label: t('send.row.fee'), value: money(result.transaction.charge) },
        {
          label: t('send.row.totalDebited'),
          value: money(
            (Math.round(result.transaction.amount * 100) + Math.round(result.transaction.charge * 100)) / 100,
          ),
          strong: true,
        },
      ]}
    >
      <SecondaryButton onClick={onNew}>{t('send.done.new')}</SecondaryButton>
      <TextLink standalone to="/user/send-money/log">
        {t('send.done.viewLog')}
      </TextLink>
    </ResultPanel>
  );
}
