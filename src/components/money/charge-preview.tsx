import { DetailList, type DetailRow } from './detail-list.tsx';

type ChargePreviewProps = {
  rows: readonly DetailRow[] | null;
  loading: boolean;
  error: string | null;
  /** Shown before the inputs are complete enough to ask for a quote. */
  idleText: string;
};

/** The live fee preview; aria-live so a screen reader hears the new figures after typing pauses. */
export function ChargePreview({ rows, loading, error, idleText }: ChargePreviewProps) {
  let body;
  if (loading) body = <p className="text-sm text-zinc-600 dark:text-zinc-400">Calculating charge...</p>;
  else if (error) body = <p className="text-sm text-red-700 dark:text-red-400">{error}</p>;
  else if (rows) body = <DetailList rows={rows} />;
  else body = <p className="text-sm text-zinc-600 dark:text-zinc-400">{idleText}</p>;
  return (
    <section
      aria-label="Charge preview"
      aria-live="polite"
      aria-busy={loading || undefined}
      className="rounded-lg border border-zinc-200 bg-zinc-50 p-3 dark:border-zinc-800 dark:bg-zinc-900"
    >
      {body}
    </section>
  );
}
