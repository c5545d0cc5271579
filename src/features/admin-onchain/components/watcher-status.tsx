import { useState } from 'react';
import { chainName } from '../../../contract/evm-chains.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getOnchainWatchers } from '../api/get-onchain-watchers.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const lagText = (t: Translate, lag: number | null) =>
  lag === null
    ? t('admin.dashboard.chain.notScanned')
    : lag === 0
      ? t('admin.dashboard.chain.upToDate')
      : t('admin.dashboard.chain.behind', { count: lag });

/** The chain watcher per on-chain method: blocks behind the head, the last RPC error, payments to review. */
export function WatcherStatus() {
  const t = useT();
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => ONCHAIN_DEFAULTS.fetchWatchers);
  const state = useResource(getOnchainWatchers, fallback);
  if (state.error) return <LoadError message={state.error} onRetry={() => void state.reload()} />;
  if (!state.data) return <p role="status">{t('admin.onchain.loadingWatchers')}</p>;
  if (state.data.length === 0) return <p className="text-fg-muted">{t('admin.onchain.noMethods')}</p>;
  return (
    <ul aria-label={t('admin.onchain.watchers')} className="grid gap-2 sm:grid-cols-2">
      {state.data.map((w) => (
        <li key={w.methodId} className="flex flex-col gap-1 rounded-lg border border-line p-3">
          <span className="font-semibold">{`${w.methodName} · ${chainName(w.chainId)}`}</span>
          <span className={w.lag !== null && w.lag > 0 ? 'text-danger' : ''}>
            {t('admin.onchain.lag', { lag: lagText(t, w.lag) })}
          </span>
          <span className="text-caption text-fg-muted">
            {t('admin.onchain.block', { scanned: w.scannedBlock ?? '-', head: w.headBlock ?? '-' })}
            {w.reviewCount ? ` · ${t('admin.onchain.toReview', { count: w.reviewCount })}` : ''}
          </span>
          {w.error ? (
            <span className="text-sm text-danger [overflow-wrap:anywhere]">
              {t('admin.dashboard.chain.rpcError', { error: w.error })}
            </span>
          ) : null}
          {w.rpcWarning && !w.scannedAt ? (
            <span className="text-sm text-fg-muted [overflow-wrap:anywhere]">{w.rpcWarning}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
