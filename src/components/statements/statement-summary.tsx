import { formatMoney } from '../../contract/cents.ts';
import type { Statement } from '../../contract/statements.ts';
import { DetailList } from '../money/detail-list.tsx';
import { StatementLines } from './statement-lines.tsx';
import { walletNameId } from '../money/wallet-name.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** A statement on screen: opening, in, out, fees, closing, how many movements, then the movements. */
export function StatementSummary({ statement }: { statement: Statement }) {
  const t = useT();
  const money = (n: number) => formatMoney(n, statement.wallet.currency);
  const { totals } = statement;
  return (
    <section aria-label={t('statements.summary.region')} className="flex flex-col gap-1">
      <p className="text-sm text-fg-muted">
        {t('statements.summary.heading', {
          wallet: t(walletNameId(statement.wallet.type)),
          period: statement.period.label,
        })}
      </p>
      <DetailList
        rows={[
          { label: t('statements.summary.opening'), value: money(statement.openingBalance) },
          { label: t('statements.summary.in'), value: money(totals.in) },
          { label: t('statements.summary.out'), value: money(totals.out) },
          { label: t('statements.summary.fees'), value: money(totals.fees) },
          { label: t('statements.summary.closing'), value: money(statement.closingBalance), strong: true },
          { label: t('statements.summary.movements'), value: String(totals.movements) },
        ]}
      />
      <StatementLines statement={statement} />
    </section>
  );
}
