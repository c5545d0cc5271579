import { Link } from '@tanstack/react-router';
import type { InvestmentSchema } from '../../../contract/investments.ts';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { amountText, earlyExitText, periodsText, returnText, scheduleText, totalReturnText } from '../terms-text.ts';

/** One plan: its terms and an Invest button that opens Invest Now with the plan chosen. */
export function SchemaCard({ schema }: { schema: InvestmentSchema }) {
  const t = useT();
  const headingId = `schema-${schema.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {schema.name}
        </h2>
        <div className="flex flex-wrap gap-1">
          {schema.featured ? (
            <span className="rounded bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">
              {t('invest.featured')}
            </span>
          ) : null}
          {schema.badgeText ? (
            <span className="rounded bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-50">
              {schema.badgeText}
            </span>
          ) : null}
        </div>
      </div>
      <p className="text-title font-bold text-success">{returnText(schema)}</p>
      <DetailList
        rows={[
          { label: t('invest.amount'), value: amountText(schema) },
          { label: t('invest.duration'), value: periodsText(t, schema.periods) },
          { label: t('invest.totalReturnLabel'), value: totalReturnText(t, schema) },
          { label: t('invest.capitalBack'), value: schema.capitalBack ? t('invest.yes') : t('invest.no') },
          { label: t('invest.scheduleLabel'), value: scheduleText(t, schema) },
          { label: t('invest.compounding'), value: schema.compounding ? t('invest.compoundingYes') : t('invest.no') },
          { label: t('invest.earlyExit'), value: earlyExitText(t, schema) },
        ]}
      />
      <Link
        to="/user/invest-now"
        search={{ schema: schema.id }}
        aria-label={t('invest.investIn', { name: schema.name })}
        className="flex min-h-tap items-center justify-center rounded-control bg-primary px-4 py-2 text-center font-semibold text-on-primary hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {t('invest.invest')}
      </Link>
    </article>
  );
}
