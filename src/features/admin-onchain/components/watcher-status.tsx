import { chainName } from '../../../contract/evm-chains.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getOnchainWatchers } from '../api/get-onchain-watchers.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';

const lagText = (lag: number | null) =>
  lag === null ? 'not scanned yet' : lag === 0 ? 'up to date' : `${lag} blocks behind`;

/** The chain watcher per on-chain method: blocks behind the head, the last RPC error, payments to review. */
export function WatcherStatus() {
  const state = useResource(getOnchainWatchers, ONCHAIN_DEFAULTS.fetchWatchers);
  if (state.error) return <LoadError message={state.error} onRetry={() => void state.reload()} />;
  if (!state.data) return <p role="status">Loading the chain watcher...</p>;
  if (state.data.length === 0) return <p className="text-fg-muted">No on-chain deposit method yet.</p>;
  return (
    <ul aria-label="Chain watchers" className="grid gap-2 sm:grid-cols-2">
      {state.data.map((w) => (
        <li key={w.methodId} className="flex flex-col gap-1 rounded-lg border border-line p-3">
          <span className="font-semibold">{`${w.methodName} · ${chainName(w.chainId)}`}</span>
          <span className={w.lag !== null && w.lag > 0 ? 'text-danger' : ''}>{`Lag: ${lagText(w.lag)}`}</span>
          <span className="text-caption text-fg-muted">{`Block ${w.scannedBlock ?? '-'} of ${w.headBlock ?? '-'}${w.reviewCount ? ` · ${w.reviewCount} to review` : ''}`}</span>
          {w.error ? (
            <span className="text-sm text-danger [overflow-wrap:anywhere]">{`RPC error: ${w.error}`}</span>
          ) : null}
          {w.rpcWarning && !w.scannedAt ? (
            <span className="text-sm text-fg-muted [overflow-wrap:anywhere]">{w.rpcWarning}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
