import { useState } from 'react';
import type { ApiError } from './api-error.ts';
import type { ActionResult } from './use-api-action.ts';
import { isRetryable } from './use-money-action.ts';

/** The three steps of every money action: the form (with a live charge), confirm, and the result. */
export type FlowStep<TReq, TQuote, TResult> =
  | { name: 'edit' }
  | { name: 'confirm'; request: TReq; quote: TQuote }
  | { name: 'done'; request: TReq; quote: TQuote; result: TResult };

/** Why the server refused the last confirmed action: shown on the form, at the field it names if any. */
export type Refusal = { message: string; code: string | null; fieldErrors: Record<string, string> };

type MoneyAction<TReq, TResult> = {
  submit: (body: TReq) => Promise<ActionResult<TResult>>;
  retry: () => Promise<ActionResult<TResult>>;
  discard: () => void;
};

type FlowOptions<TReq, TResult> = {
  /** The answer's balances and anything else to show at once. */
  onDone: (result: TResult) => void;
  /** What is sent at confirm time (e.g. the request plus a two-factor code). */
  prepare?: (request: TReq) => TReq;
  /** An answer the step handles itself (e.g. "a code is needed"), so the flow stays on confirm. */
  handled?: (error: ApiError) => boolean;
};

/**
 * Exchange, send money, invest and withdraw share this flow: review quotes the charge and opens
 * confirm; confirm sends with a new Idempotency-Key (retry reuses it); a refusal goes back to the
 * form with the reason, and confirming again is a new action.
 */
export function useMoneyFlow<TReq, TQuote, TResult>(
  action: MoneyAction<TReq, TResult>,
  options: FlowOptions<TReq, TResult>,
) {
  const [step, setStep] = useState<FlowStep<TReq, TQuote, TResult>>({ name: 'edit' });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [reviewing, setReviewing] = useState(false);

  /** Quotes the charge of `request` (`quote` may leave out what the quote does not take, e.g. a note) and opens confirm. */
  async function review(
    request: TReq | null,
    quote: (request: TReq) => Promise<{ quote: TQuote | null }>,
  ): Promise<void> {
    if (!request) return;
    setReviewing(true);
    const answer = await quote(request);
    setReviewing(false);
    if (answer.quote) setStep({ name: 'confirm', request, quote: answer.quote });
  }

  async function run(kind: 'submit' | 'retry'): Promise<void> {
    if (step.name !== 'confirm') return;
    const result =
      kind === 'submit'
        ? await action.submit(options.prepare ? options.prepare(step.request) : step.request)
        : await action.retry();
    if (result.ok) {
      options.onDone(result.data);
      setStep({ name: 'done', request: step.request, quote: step.quote, result: result.data });
    } else if (options.handled?.(result.error)) {
      return;
    } else if (!isRetryable(result.error)) {
      setRefusal({ message: result.error.message, code: result.error.code, fieldErrors: result.error.fieldErrors });
      setStep({ name: 'edit' });
    }
  }

  return {
    step,
    refusal,
    reviewing,
    review,
    run,
    back: () => setStep({ name: 'edit' }),
    /** The user changed the form: the last refusal no longer applies. */
    clearRefusal: () => setRefusal(null),
    startOver: () => {
      action.discard();
      setRefusal(null);
      setStep({ name: 'edit' });
    },
  };
}
