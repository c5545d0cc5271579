import { formatMoney } from '../../contract/cents.ts';
import type { Statement } from '../../contract/statements.ts';
import { formatUtcDateTime } from '../../contract/date-time.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/** Rows shown on screen; the download always has every movement. */
export const SHOWN_LINES = 50;

/**
 * The statement's movements on screen, oldest first: description and reference, the UTC date,
 * money in or out (with the fee) and the balance after. Amounts never wrap.
 */
export function StatementLines({ statement }: { statement: Statement }) {
  const t = useT();
  const money = (n: number) => formatMoney(n, statement.wallet.currency);
  const lines = statement.movements.slice(0, SHOWN_LINES);
  if (lines.length === 0) return <p className="text-sm text-fg-muted">{t('statements.lines.none')}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('statements.lines.list')} className="divide-y divide-line text-sm">
        {lines.map((m) => (
          <li key={m.transactionId} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2">
            <div className="flex min-w-40 flex-1 flex-col">
              <span className="break-words">{m.description}</span>
              <span className="text-caption text-fg-muted">
                <time dateTime={m.date}>{formatUtcDateTime(m.date)}</time> ·{' '}
                <span className="font-mono [overflow-wrap:anywhere]">{m.reference}</span>
              </span>
            </div>
            <div className="ml-auto flex flex-col items-end text-right tabular-nums">
              <span className={`font-semibold whitespace-nowrap ${m.in > 0 ? 'text-success' : ''}`}>
                {m.in > 0 ? `+${money(m.in)}` : `-${money(m.out)}`}
              </span>
              {m.fee > 0 ? (
                <span className="text-caption whitespace-nowrap text-fg-muted">
                  {t('statements.lines.fee', { fee: money(m.fee) })}
                </span>
              ) : null}
              <span className="text-caption whitespace-nowrap text-fg-muted">
                {t('statements.lines.balance', { balance: money(m.balance) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {statement.movements.length > SHOWN_LINES ? (
        <p className="text-sm text-fg-muted">
          {t('statements.lines.firstOf', { shown: SHOWN_LINES, count: statement.movements.length })}
        </p>
      ) : null}
    </div>
  );
}
