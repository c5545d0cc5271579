import { checkReachable } from './connection.ts';

/**
 * Lie-fi: the phone says it is connected, but nothing answers. The 60 s request timeout stays, yet
 * waiting 60 s to say so would leave old balances looking current. A call still out after
 * PROBE_AFTER_MS asks the short health probe (4 s timeout); if that fails too the app counts the
 * server as unreachable and shows the same offline notice as no network, within about 7 s.
 * Screens say "Updating..." with the time of what they show after SLOW_AFTER_MS (docs/decisions).
 */
export const PROBE_AFTER_MS = 3_000;
export const SLOW_AFTER_MS = 5_000;

/** Wraps the API's fetch: a call that stays out too long starts the health probe. */
export function watchedFetch(input: Request | URL | string, init?: RequestInit): Promise<Response> {
  const answer = fetch(input, init);
  const timer = setTimeout(checkReachable, PROBE_AFTER_MS);
  const settle = () => clearTimeout(timer);
  answer.then(settle, settle);
  return answer;
}
