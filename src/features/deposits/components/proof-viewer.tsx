import { useEffect, useState } from 'react';
import { toApiError } from '../../../lib/api-error.ts';
import { fetchDepositProof } from '../api/fetch-deposit-proof.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type Shown = { url: string; type: string };

/**
 * Fetches a proof through the authenticated endpoint and shows it: an image inline, a PDF as a
 * link that opens it. The object URL is released when the viewer closes.
 */
export function ProofViewer({
  depositId,
  asAdmin = false,
  name,
}: {
  depositId: string;
  asAdmin?: boolean;
  name: string | null;
}) {
  const t = useT();
  const [shown, setShown] = useState<Shown | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (shown) URL.revokeObjectURL(shown.url);
    },
    [shown],
  );

  async function open() {
    setLoading(true);
    setError(null);
    try {
      const blob = await fetchDepositProof(depositId, asAdmin);
      setShown({ url: URL.createObjectURL(blob), type: blob.type });
    } catch (caught) {
      setError(toApiError(caught, t('deposit.error.fetchProof')).message);
    } finally {
      setLoading(false);
    }
  }

  if (!shown) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          onClick={() => void open()}
          disabled={loading}
          className="inline-flex min-h-tap items-center self-start text-sm font-medium text-accent underline"
        >
          {loading
            ? t('deposit.proof.loading')
            : name
              ? t('deposit.proof.viewNamed', { name })
              : t('deposit.proof.view')}
        </button>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      {shown.type.startsWith('image/') ? (
        <img
          src={shown.url}
          alt={name ? t('deposit.proof.altNamed', { name }) : t('deposit.proof.label')}
          className="max-h-96 max-w-full rounded-md border border-line object-contain"
        />
      ) : (
        <a href={shown.url} target="_blank" rel="noreferrer" className="text-sm font-medium text-accent underline">
          {t('deposit.proof.openPdf')}
        </a>
      )}
      <button
        type="button"
        onClick={() => setShown(null)}
        className="inline-flex min-h-tap items-center self-start text-sm text-fg-muted underline"
      >
        {t('deposit.proof.hide')}
      </button>
    </div>
  );
}
