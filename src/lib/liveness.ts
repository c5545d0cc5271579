import { answerAgeMs, checkReachable, isConnected } from './connection.ts';

/**
 * Lie-fi while nobody asks: a screen left open makes no call until its next poll (30 s away), so a
 * link that died meanwhile would leave old balances looking current for half a minute. While the
 * page is visible and the server has said nothing for QUIET_MS, a tiny probe (/api/health/live:
 * the process answers, no database work) asks; it times out after 4 s, so a dead link is said
 * within QUIET_MS + TICK_MS + 4 s, about 8 s. The page regaining focus or the network changing
 * asks at once. A phone in a pocket (page hidden) asks nothing.
 */
export const QUIET_MS = 3_000;
const TICK_MS = 1_000;
const LIVE_PATH = '/api/health/live';

function visible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function askIfQuiet(): void {
  if (visible() && isConnected() && answerAgeMs() >= QUIET_MS) checkReachable(LIVE_PATH);
}

function askNow(): void {
  if (visible() && isConnected()) checkReachable(LIVE_PATH);
}

type NetworkInformationTarget = EventTarget & { readonly type?: string };

/** Starts watching; returns the stop (tests, and a hot reload, start it again). */
export function watchLiveness(): () => void {
  const timer = setInterval(askIfQuiet, TICK_MS);
  const connection = (navigator as Navigator & { connection?: NetworkInformationTarget }).connection;
  window.addEventListener('focus', askNow);
  document.addEventListener('visibilitychange', askNow);
  connection?.addEventListener('change', askNow);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', askNow);
    document.removeEventListener('visibilitychange', askNow);
    connection?.removeEventListener('change', askNow);
  };
}
