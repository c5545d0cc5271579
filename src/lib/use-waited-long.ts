import { useEffect, useState } from 'react';
import { SLOW_AFTER_MS } from './request-watch.ts';

/**
 * True once a request that started at `since` has been out for `after` ms (the freshness rule:
 * after about 5 s a screen says it is still updating). `since` null means nothing is out.
 */
export function useWaitedLong(since: number | null, after = SLOW_AFTER_MS): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return undefined;
    const left = since + after - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [since, after]);
  return since !== null && Math.max(now, Date.now()) - since >= after;
}
