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
  if (loading) body = <p className="text-sm text-fg-muted">Calculating charge...</p>;
  else if (error) body = <p className="text-sm text-danger">{error}</p>;
  else if (rows) body = <DetailList rows={rows} />;
  else body = <p className="text-sm text-fg-muted">{idleText}</p>;
  return (
    <section
      aria-label="Charge preview"
      aria-live="polite"
      aria-busy={loading || undefined}
      className="rounded-lg border border-line bg-surface-2 p-3"
    >
      {body}
    </section>
  );
}
