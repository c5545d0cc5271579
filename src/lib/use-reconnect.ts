import { useEffect, useRef } from 'react';

/** Runs `onReconnect` when the browser comes back online (the app then refreshes its cached data). */
export function useReconnect(onReconnect: () => void): void {
  const latest = useRef(onReconnect);
  latest.current = onReconnect;
  useEffect(() => {
    const handle = () => latest.current();
    window.addEventListener('online', handle);
    return () => window.removeEventListener('online', handle);
  }, []);
}
