import { formatMoney } from '../../contract/cents.ts';
import type { Statement } from '../../contract/statements.ts';
import { DetailList } from '../money/detail-list.tsx';
import { StatementLines } from './statement-lines.tsx';

/** A statement on screen: opening, in, out, fees, closing, how many movements, then the movements. */
export function StatementSummary({ statement }: { statement: Statement }) {
  const money = (n: number) => formatMoney(n, statement.wallet.currency);
  const { totals } = statement;
  return (
    <section aria-label="Statement summary" className="flex flex-col gap-1">
      <p className="text-sm text-fg-muted">
        {statement.wallet.name}, {statement.period.label} (UTC)
      </p>
      <DetailList
        rows={[
          { label: 'Opening balance', value: money(statement.openingBalance) },
          { label: 'Money in', value: money(totals.in) },
          { label: 'Money out', value: money(totals.out) },
          { label: 'Fees', value: money(totals.fees) },
          { label: 'Closing balance', value: money(statement.closingBalance), strong: true },
          { label: 'Movements', value: String(totals.movements) },
        ]}
      />
      <StatementLines statement={statement} />
    </section>
  );
}
