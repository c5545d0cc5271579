import type { QuoteWait } from '../../lib/use-charge-quote.ts';
import { DetailList, type DetailRow } from './detail-list.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type ChargePreviewProps = {
  rows: readonly DetailRow[] | null;
  loading: boolean;
  error: string | null;
  /** Shown before the inputs are complete enough to ask for a quote. */
  idleText: string;
  /** A quote taking long (or cancelled): say so, with Cancel and Retry. */
  wait?: QuoteWait | undefined;
};

const buttonClass =
  'min-h-tap min-w-tap rounded-control border border-line-strong px-3 text-label font-semibold focus-visible:outline-2 focus-visible:outline-accent';

/** The live fee preview; aria-live so a screen reader hears the new figures after typing pauses. */
export function ChargePreview({ rows, loading, error, idleText, wait }: ChargePreviewProps) {
  const t = useT();
  let body;
  if (loading && wait?.slow) {
    body = (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-fg">{t('money.charge.slow')}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass} onClick={wait.retry}>
            {t('money.retry')}
          </button>
          <button type="button" className={buttonClass} onClick={wait.cancel}>
            {t('money.cancel')}
          </button>
        </div>
      </div>
    );
  } else if (loading) body = <p className="text-sm text-fg-muted">{t('money.charge.calculating')}</p>;
  else if (wait?.cancelled) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted">{t('money.charge.cancelled')}</p>
        <button type="button" className={buttonClass} onClick={wait.retry}>
          {t('money.retry')}
        </button>
      </div>
    );
  } else if (error) body = <p className="text-sm text-danger">{error}</p>;
  else if (rows) body = <DetailList rows={rows} />;
  else body = <p className="text-sm text-fg-muted">{idleText}</p>;
  return (
    <section
      aria-label={t('money.charge.region')}
      aria-live="polite"
      aria-busy={loading || undefined}
      className="rounded-lg border border-line bg-surface-2 p-3"
    >
      {body}
    </section>
  );
}
