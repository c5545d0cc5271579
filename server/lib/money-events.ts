import type { Tx } from '../db/client.ts';

/**
 * Product events that other modules react to inside the same database transaction (referral
 * commissions, badge checks). Emitters do not know who listens, so deposits need not import
 * referrals; a handler's failure rolls the whole operation back.
 */
export type MoneyEvent =
  | { kind: 'deposit_approved'; userId: string; sourceId: string; amountCents: number; at: Date }
  | { kind: 'investment_made'; userId: string; sourceId: string; amountCents: number; at: Date }
  | { kind: 'profit_paid'; userId: string; sourceId: string; amountCents: number; at: Date }
  | { kind: 'user_registered'; userId: string; sourceId: string; amountCents: 0; at: Date };

export type MoneyEventHandler = (tx: Tx, event: MoneyEvent) => Promise<void>;
/** Optional: a handler's way to take many events at once (the profit engine emits a batch's periods together). */
export type MoneyEventBatchHandler = (tx: Tx, events: MoneyEvent[]) => Promise<void>;

export type MoneyEvents = {
  /** `batch`, when given, receives emitAll()'s events in one call instead of `handler` once per event. */
  on: (handler: MoneyEventHandler, batch?: MoneyEventBatchHandler) => void;
  emit: (tx: Tx, event: MoneyEvent) => Promise<void>;
  emitAll: (tx: Tx, events: MoneyEvent[]) => Promise<void>;
};

export function createMoneyEvents(): MoneyEvents {
  const handlers: Array<{ one: MoneyEventHandler; batch: MoneyEventBatchHandler | undefined }> = [];
  return {
    on: (one, batch) => {
      handlers.push({ one, batch });
    },
    emit: async (tx, event) => {
      for (const h of handlers) await h.one(tx, event);
    },
    emitAll: async (tx, events) => {
      if (events.length === 0) return;
      for (const h of handlers) {
        if (h.batch) await h.batch(tx, events);
        else for (const event of events) await h.one(tx, event);
      }
    },
  };
}
