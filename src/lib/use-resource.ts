import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError } from './api-error.ts';

type State<T> = { data: T | null; loading: boolean; error: string | null };

/**
 * One GET for a page: loads on mount (and when `load` changes), keeps the last data while a
 * reload runs, and turns a failure into the call's message for LoadError's Retry.
 */
export function useResource<T>(load: () => Promise<T>, fallback: string) {
  const [state, setState] = useState<State<T>>({ data: null, loading: true, error: null });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const id = ++generation.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      const data = await load();
      if (id === generation.current) setState({ data, loading: false, error: null });
    } catch (caught) {
      if (id === generation.current) setState((s) => ({ ...s, loading: false, error: toApiError(caught, fallback).message }));
    }
  }, [load, fallback]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload, setData: (data: T) => setState({ data, loading: false, error: null }) };
}
