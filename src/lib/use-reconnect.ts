import { useEffect } from 'react';
import { onReconnect } from './connection.ts';
import { useLatest } from './use-latest.ts';

/** Runs `onReconnect` when the app can reach the server again (the page then refreshes its data). */
export function useReconnect(callback: () => void): void {
  const latest = useLatest(callback);
  useEffect(() => onReconnect(() => latest.current()), [latest]);
}
