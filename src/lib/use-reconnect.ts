import { useEffect, useRef } from 'react';
import { onReconnect } from './connection.ts';

/** Runs `onReconnect` when the app can reach the server again (the page then refreshes its data). */
export function useReconnect(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => onReconnect(() => latest.current()), []);
}
