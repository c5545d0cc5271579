import { useRef } from 'react';

/**
 * The value of the latest render, read when a callback runs: a handler or a translated text can
 * change (a language switch) without changing the identity of what holds it, so nothing reruns.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const latest = useRef(value);
  latest.current = value;
  return latest;
}
