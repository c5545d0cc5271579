import { CopyButton } from '../../../components/copy-button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * The investor's transfer hash as the admin checks it against the chain or the bank: in full
 * (monospace, breaking anywhere since it is one token) with Copy, or "No hash given".
 */
export function TransactionHash({ hash }: { hash: string | null }) {
  const t = useT();
  if (!hash) return <span className="text-label text-fg-muted">{t('deposit.hash.none')}</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="text-caption text-fg-muted">{t('deposit.details.transactionHash')}</span>
      <span className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 font-mono text-label [overflow-wrap:anywhere]" data-testid="transaction-hash">
          {hash}
        </code>
        <CopyButton value={hash} label={t('deposit.details.transactionHash')} />
      </span>
    </span>
  );
}
