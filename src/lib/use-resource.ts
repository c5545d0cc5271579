import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from './api-error.ts';
import { onReconnect } from './connection.ts';
import { readPageCache, writePageCache } from './page-cache.ts';
import { useLatest } from './use-latest.ts';

type State<T> = {
  data: T | null;
  loading: boolean;
  error: string | null;
  /** Set while `data` is the cached answer (its time); `staleError` says why it was not refreshed. */
  cachedAt: number | null;
  staleError: string | null;
};

type Options = { cacheKey?: string };

/**
 * One GET for a page: loads on mount (and when `load` changes), keeps the last data while a
 * reload runs, and turns a failure into the call's message for LoadError's Retry. With a
 * `cacheKey`, the last answer shows at once and offline (with `cachedAt`); after a failure the
 * page reloads by itself on reconnect.
 */
export function useResource<T>(load: () => Promise<T>, fallback: string, options: Options = {}) {
  const { cacheKey } = options;
  const [state, setState] = useState<State<T>>({
    data: null,
    loading: true,
    error: null,
    cachedAt: null,
    staleError: null,
  });
  const generation = useRef(0);
  // Read when a load fails, not part of the load's identity: a language switch changes the text and
  // must not load the page again.
  const fallbackText = useLatest(fallback);

  const reload = useCallback(async () => {
    const id = ++generation.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await load();
      if (cacheKey) writePageCache(cacheKey, data);
      if (id === generation.current) setState({ data, loading: false, error: null, cachedAt: null, staleError: null });
    } catch (caught) {
      if (id !== generation.current) return;
      const message = toApiError(caught, fallbackText.current).message;
      setState((s) =>
        s.cachedAt !== null ? { ...s, loading: false, staleError: message } : { ...s, loading: false, error: message },
      );
    }
  }, [load, cacheKey, fallbackText]);

  useEffect(() => {
    const id = generation.current + 1;
    if (cacheKey) {
      void readPageCache<T>(cacheKey).then((cached) => {
        // Only while the first answer is still out (the reload below took generation `id`).
        if (!cached || id !== generation.current) return;
        setState((s) =>
          s.data === null
            ? { ...s, data: cached.data, cachedAt: cached.fetchedAt, staleError: s.error, error: null }
            : s,
        );
      });
    }
    void reload();
    // An answer that arrives after the page is gone (or after a newer load started) is dropped.
    return () => {
      generation.current += 1;
    };
  }, [reload, cacheKey]);

  const needsReload = state.error !== null || state.staleError !== null;
  useEffect(() => {
    if (!needsReload) return;
    return onReconnect(() => void reload());
  }, [needsReload, reload]);

  // A value, or an update of the current data (for edits made on the page after the load).
  const setData = (next: T | ((current: T | null) => T)) =>
    setState((s) => ({
      data: typeof next === 'function' ? (next as (current: T | null) => T)(s.data) : next,
      loading: false,
      error: null,
      cachedAt: null,
      staleError: null,
    }));
  return { ...state, reload, setData };
}
