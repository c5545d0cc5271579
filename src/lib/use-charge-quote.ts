import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from './api-error.ts';

export const QUOTE_DEBOUNCE_MS = 300;

type QuoteState<Q> = { key: string | null; quote: Q | null; loading: boolean; error: ApiError | null };
const IDLE = { key: null, quote: null, loading: false, error: null } as const;

/**
 * A live charge preview: asks the server (debounced) whenever the request changes, and drops
 * answers for an older request. `null` means the inputs are not valid yet, so nothing is asked.
 */
export function useChargeQuote<TReq, Q>(request: TReq | null, fetchQuote: (request: TReq) => Promise<Q>, fallback: string) {
  const key = request === null ? null : JSON.stringify(request);
  const [state, setState] = useState<QuoteState<Q>>(IDLE);
  const latest = useRef<{ key: string | null; request: TReq | null }>({ key: null, request: null });
  const seq = useRef(0);

  const load = useCallback(
    async (req: TReq, reqKey: string): Promise<QuoteState<Q>> => {
      const id = ++seq.current;
      setState({ key: reqKey, quote: null, loading: true, error: null });
      let next: QuoteState<Q>;
      try {
        next = { key: reqKey, quote: await fetchQuote(req), loading: false, error: null };
      } catch (caught) {
        next = { key: reqKey, quote: null, loading: false, error: toApiError(caught, fallback) };
      }
      if (id === seq.current) setState(next);
      return next;
    },
    [fetchQuote, fallback],
  );

  useEffect(() => {
    latest.current = { key, request };
  });

  useEffect(() => {
    seq.current += 1;
    if (key === null) {
      setState(IDLE);
      return;
    }
    // Show "Calculating..." at once; the request itself waits until typing pauses.
    setState({ key, quote: null, loading: true, error: null });
    const timer = setTimeout(() => {
      const { request: req, key: reqKey } = latest.current;
      if (req !== null && reqKey !== null) void load(req, reqKey);
    }, QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, load]);

  /** The quote for exactly these inputs: the preview's if it matches, else asked for now. */
  const quoteNow = useCallback(
    async (req: TReq): Promise<QuoteState<Q>> => {
      const reqKey = JSON.stringify(req);
      if (state.key === reqKey && state.quote !== null) return state;
      return load(req, reqKey);
    },
    [state, load],
  );

  const current = state.key === key ? state : { ...IDLE, loading: key !== null };
  return { quote: current.quote, loading: current.loading, error: current.error, quoteNow };
}
