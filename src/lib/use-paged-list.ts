import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from './api-error.ts';

export type Page<T> = { items: T[]; nextCursor: string | null };

type ListState<T> = {
  items: readonly T[];
  nextCursor: string | null;
  /** 'first' while the first page loads, 'more' while "Load more" runs. */
  loading: 'first' | 'more' | null;
  error: string | null;
};

function start<T>(): ListState<T> {
  return { items: [], nextCursor: null, loading: 'first', error: null };
}

/**
 * A keyset-paged list: loads the first page whenever `loadPage` changes (e.g. a new filter),
 * appends the next page on `loadMore`, and ignores answers for an earlier filter.
 */
export function usePagedList<T>(loadPage: (cursor: string | undefined) => Promise<Page<T>>, fallback: string) {
  const [state, setState] = useState<ListState<T>>(start);
  const generation = useRef(0);

  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const id = generation.current;
      setState((s) => ({ ...s, loading: cursor ? 'more' : 'first', error: null }));
      try {
        const page = await loadPage(cursor);
        if (id !== generation.current) return;
        setState((s) => ({
          items: cursor ? [...s.items, ...page.items] : page.items,
          nextCursor: page.nextCursor,
          loading: null,
          error: null,
        }));
      } catch (caught) {
        if (id !== generation.current) return;
        setState((s) => ({ ...s, loading: null, error: toApiError(caught, fallback).message }));
      }
    },
    [loadPage, fallback],
  );

  useEffect(() => {
    generation.current += 1;
    setState(start<T>());
    void fetchPage(undefined);
  }, [fetchPage]);

  const loadMore = useCallback(() => {
    if (state.nextCursor && !state.loading) void fetchPage(state.nextCursor);
  }, [fetchPage, state.nextCursor, state.loading]);

  // After a failed "Load more", Retry asks for that page again; otherwise it starts over.
  const retry = useCallback(() => void fetchPage(state.items.length > 0 ? (state.nextCursor ?? undefined) : undefined), [fetchPage, state]);

  return { ...state, loadMore, retry };
}
