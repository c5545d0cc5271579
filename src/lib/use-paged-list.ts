import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from './api-error.ts';
import { onReconnect } from './connection.ts';
import { readPageCache, writePageCache } from './page-cache.ts';

export type Page<T> = { items: T[]; nextCursor: string | null };

type ListState<T> = {
  items: readonly T[];
  nextCursor: string | null;
  /** 'first' while the first page loads, 'more' while "Load more" runs. */
  loading: 'first' | 'more' | null;
  error: string | null;
  /** When the items on screen are the cached first page: its time; `staleError` says why it was not refreshed. */
  cachedAt: number | null;
  staleError: string | null;
};

function start<T>(): ListState<T> {
  return { items: [], nextCursor: null, loading: 'first', error: null, cachedAt: null, staleError: null };
}

type Options = { cacheKey?: string | undefined };

/**
 * A keyset-paged list: loads the first page whenever `loadPage` changes (e.g. a new filter),
 * appends the next page on `loadMore`, and ignores answers for an earlier filter. With a
 * `cacheKey`, the last first page is shown at once (and offline, with its as-of time) until the
 * answer comes; a list in error or showing cached data reloads by itself on reconnect.
 */
export function usePagedList<T>(
  loadPage: (cursor: string | undefined) => Promise<Page<T>>,
  fallback: string,
  options: Options = {},
) {
  const { cacheKey } = options;
  const [state, setState] = useState<ListState<T>>(start);
  const generation = useRef(0);
  const answered = useRef(false);

  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const id = generation.current;
      setState((s) => ({ ...s, loading: cursor ? 'more' : s.cachedAt !== null ? null : 'first', error: null }));
      try {
        const page = await loadPage(cursor);
        if (id !== generation.current) return;
        answered.current = true;
        if (!cursor && cacheKey) writePageCache(cacheKey, page);
        setState((s) => ({
          items: cursor ? [...s.items, ...page.items] : page.items,
          nextCursor: page.nextCursor,
          loading: null,
          error: null,
          cachedAt: null,
          staleError: null,
        }));
      } catch (caught) {
        if (id !== generation.current) return;
        const message = toApiError(caught, fallback).message;
        setState((s) =>
          !cursor && s.cachedAt !== null
            ? { ...s, loading: null, staleError: message }
            : { ...s, loading: null, error: message },
        );
      }
    },
    [loadPage, fallback, cacheKey],
  );

  useEffect(() => {
    generation.current += 1;
    const id = generation.current;
    answered.current = false;
    setState(start<T>());
    if (cacheKey) {
      void readPageCache<Page<T>>(cacheKey).then((cached) => {
        if (!cached || id !== generation.current || answered.current) return;
        setState((s) => ({
          ...s,
          items: cached.data.items,
          nextCursor: cached.data.nextCursor,
          loading: null,
          cachedAt: cached.fetchedAt,
          // The answer may have failed already: then the cached page is stale for that reason.
          staleError: s.error,
          error: null,
        }));
      });
    }
    void fetchPage(undefined);
  }, [fetchPage, cacheKey]);

  const loadMore = useCallback(() => {
    if (state.nextCursor && !state.loading) void fetchPage(state.nextCursor);
  }, [fetchPage, state.nextCursor, state.loading]);

  // After a failed "Load more", Retry asks for that page again; otherwise it starts over.
  const retry = useCallback(
    () => void fetchPage(state.items.length > 0 ? (state.nextCursor ?? undefined) : undefined),
    [fetchPage, state],
  );

  // Back online: a list that failed or shows cached data loads its first page again.
  const needsReload = state.error !== null || state.staleError !== null;
  useEffect(() => {
    if (!needsReload) return;
    return onReconnect(() => void fetchPage(undefined));
  }, [needsReload, fetchPage]);

  return { ...state, loadMore, retry };
}
