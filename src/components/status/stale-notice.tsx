import { AsOfNotice } from './as-of-notice.tsx';

type Stale = { staleError: string | null; cachedAt: number | null };

/** Over a list or page showing its cached answer because the refresh failed: why, and as of when. */
export function StaleNotice({ state }: { state: Stale }) {
  if (state.staleError === null || state.cachedAt === null) return null;
  return <AsOfNotice error={state.staleError} fetchedAt={state.cachedAt} />;
}
