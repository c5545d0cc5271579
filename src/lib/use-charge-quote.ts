import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from './api-error.ts';
import { useWaitedLong } from './use-waited-long.ts';

export const QUOTE_DEBOUNCE_MS = 300;

type QuoteState<Q> = {
  key: string | null;
  quote: Q | null;
  loading: boolean;
  error: ApiError | null;
  since: number | null;
  cancelled: boolean;
};
const IDLE = { key: null, quote: null, loading: false, error: null, since: null, cancelled: false } as const;

/** A quote that is taking long: the preview says it is still trying, with Cancel and Retry. */
export type QuoteWait = { slow: boolean; cancelled: boolean; cancel: () => void; retry: () => void };

type FetchQuote<TReq, Q> = (request: TReq, signal?: AbortSignal) => Promise<Q>;

/**
 * A live charge preview: asks the server (debounced) whenever the request changes, and drops
 * answers for an older request. `null` means the inputs are not valid yet, so nothing is asked.
 * A quote still out after about 5 s is `wait.slow`; the user may cancel it (the request is
 * aborted, Review stops spinning) or retry it at once instead of waiting for the 60 s timeout.
 */
export function useChargeQuote<TReq, Q>(request: TReq | null, fetchQuote: FetchQuote<TReq, Q>, fallback: string) {
  const key = request === null ? null : JSON.stringify(request);
  const [state, setState] = useState<QuoteState<Q>>(IDLE);
  const latest = useRef<{ key: string | null; request: TReq | null }>({ key: null, request: null });
  const seq = useRef(0);
  const running = useRef<{
    key: string;
    controller: AbortController;
    settle: (state: QuoteState<Q>) => void;
    answer: Promise<QuoteState<Q>>;
  } | null>(null);

  const load = useCallback(
    (req: TReq, reqKey: string, fresh = false): Promise<QuoteState<Q>> => {
      // Review may already be asking exactly this (tapped before the debounce fired): share its answer, never abort it.
      if (!fresh && running.current?.key === reqKey) return running.current.answer;
      const id = ++seq.current;
      running.current?.controller.abort();
      const controller = new AbortController();
      setState({ key: reqKey, quote: null, loading: true, error: null, since: Date.now(), cancelled: false });
      let settle: (next: QuoteState<Q>) => void = () => undefined;
      const answer = new Promise<QuoteState<Q>>((resolve) => {
        let settled = false;
        settle = (next) => {
          if (settled) return;
          settled = true;
          if (running.current?.controller === controller) running.current = null;
          if (id === seq.current) setState(next);
          resolve(next);
        };
      });
      running.current = { key: reqKey, controller, settle, answer };
      fetchQuote(req, controller.signal).then(
        (quote) => settle({ ...IDLE, key: reqKey, quote }),
        (caught: unknown) => settle({ ...IDLE, key: reqKey, error: toApiError(caught, fallback) }),
      );
      return answer;
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
    setState({ ...IDLE, key, loading: true, since: Date.now() });
    const timer = setTimeout(() => {
      const { request: req, key: reqKey } = latest.current;
      if (req !== null && reqKey !== null) void load(req, reqKey);
    }, QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, load]);

  // Leaving the page drops the question too.
  useEffect(() => () => running.current?.controller.abort(), []);

  /** The quote for exactly these inputs: the preview's if it matches, else asked for now. */
  const quoteNow = useCallback(
    async (req: TReq): Promise<QuoteState<Q>> => {
      const reqKey = JSON.stringify(req);
      if (state.key === reqKey && state.quote !== null) return state;
      // load() shares a question already out for exactly this (the answer, or its Cancel).
      return load(req, reqKey);
    },
    [state, load],
  );

  const cancel = useCallback(() => {
    const current = running.current;
    if (!current) return;
    current.settle({ ...IDLE, key: latest.current.key, cancelled: true });
    current.controller.abort();
  }, []);

  const retry = useCallback(() => {
    const { request: req, key: reqKey } = latest.current;
    if (req !== null && reqKey !== null) void load(req, reqKey, true);
  }, [load]);

  const current = state.key === key ? state : { ...IDLE, loading: key !== null };
  const slow = useWaitedLong(current.loading ? current.since : null);
  const wait: QuoteWait = { slow, cancelled: current.cancelled, cancel, retry };
  return { quote: current.quote, loading: current.loading, error: current.error, wait, quoteNow };
}
