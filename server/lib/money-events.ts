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

/** What an emitter knows before it has locked anything or written its domain row. */
export type PlannedEvent = Pick<MoneyEvent, 'kind' | 'userId'>;

export type MoneyEventHandler = (tx: Tx, event: MoneyEvent) => Promise<void>;
/** Optional: a handler's way to take many events at once (the profit engine emits a batch's periods together). */
export type MoneyEventBatchHandler = (tx: Tx, events: MoneyEvent[]) => Promise<void>;
/** The user wallets a handler may lock for such an event: never fewer than it will lock, more is harmless. */
export type MoneyEventLockPlan = (tx: Tx, event: PlannedEvent) => Promise<string[]>;

export type MoneyEvents = {
  /** `batch`, when given, receives emitAll()'s events in one call instead of `handler` once per event. */
  on: (handler: MoneyEventHandler, batch?: MoneyEventBatchHandler) => void;
  /** Every handler that posts registers what it will lock, so emitters can lock it all first. */
  plansLocks: (plan: MoneyEventLockPlan) => void;
  /**
   * The wallets the handlers will lock for this event. An emitter locks them with its own in one
   * statement (lockWallets) before its first lock, so wallets are taken in one id order across
   * the operation and its handlers (a referrer's commission, badge bonuses).
   */
  walletsToLock: (tx: Tx, event: PlannedEvent) => Promise<string[]>;
  emit: (tx: Tx, event: MoneyEvent) => Promise<void>;
  emitAll: (tx: Tx, events: MoneyEvent[]) => Promise<void>;
};

export function createMoneyEvents(): MoneyEvents {
  const handlers: Array<{ one: MoneyEventHandler; batch: MoneyEventBatchHandler | undefined }> = [];
  const plans: MoneyEventLockPlan[] = [];
  return {
    on: (one, batch) => {
      handlers.push({ one, batch });
    },
    plansLocks: (plan) => {
      plans.push(plan);
    },
    walletsToLock: async (tx, event) => {
      const ids: string[] = [];
      for (const plan of plans) ids.push(...(await plan(tx, event)));
      return ids;
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
