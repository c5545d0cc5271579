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

export type MoneyEvents = {
  on: (handler: MoneyEventHandler) => void;
  emit: (tx: Tx, event: MoneyEvent) => Promise<void>;
};

export function createMoneyEvents(): MoneyEvents {
  const handlers: MoneyEventHandler[] = [];
  return {
    on: (handler) => {
      handlers.push(handler);
    },
    emit: async (tx, event) => {
      for (const handler of handlers) await handler(tx, event);
    },
  };
}
