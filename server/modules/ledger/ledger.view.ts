import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Transaction } from '../../../src/contract/transaction-shape.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../src/contract/transaction-types.ts';
import type { WalletType } from '../../../src/contract/wallet-types.ts';

export type ViewSource = {
  id: string;
  reference: string;
  type: string;
  description: string;
  userId: string | null;
  counterpartyUserId: string | null;
  amountCents: number;
  chargeCents: number;
  status: string;
  createdAt: Date;
  /** The payer's display name, read only for money another user sent to the viewer. */
  payerName?: string | null;
};

/** A ledger_transactions row as the list queries select it (`ts` is isoMicros of created_at). */
export type LedgerRow = {
  id: string;
  ts: string;
  reference: string;
  type: string;
  description: string;
  user_id: string | null;
  counterparty_user_id: string | null;
  amount_cents: unknown;
  charge_cents: unknown;
  status: string;
  net: unknown;
  payer_name: string | null;
};

export const viewSourceOf = (r: LedgerRow): ViewSource => ({
  id: r.id,
  reference: r.reference,
  type: r.type,
  description: r.description,
  userId: r.user_id,
  counterpartyUserId: r.counterparty_user_id,
  amountCents: Number(r.amount_cents),
  chargeCents: Number(r.charge_cents),
  status: r.status,
  createdAt: new Date(r.ts),
  payerName: r.payer_name,
});

/** The viewer's side of a transaction: the net of its entries on that user's wallets and the main wallet it touched. */
export type ViewerSide = { netCents: number; walletType: WalletType | null };

const asType = (t: string): Transaction['type'] =>
  (TRANSACTION_TYPES as readonly string[]).includes(t) ? (t as Transaction['type']) : 'fee';
const asStatus = (s: string): Transaction['status'] =>
  (TRANSACTION_STATUSES as readonly string[]).includes(s) ? (s as Transaction['status']) : 'completed';

/**
 * A ledger transaction as one user sees it. The recipient of a send_money sees receive_money
 * and pays no charge; an exchange between one's own wallets is 'internal'; otherwise the
 * direction is the sign of what the user's wallets gained or lost.
 */
export function transactionView(tx: ViewSource, viewerId: string, side: ViewerSide): Transaction {
  const isPayer = tx.userId === viewerId;
  const received = tx.type === 'send_money' && !isPayer && tx.counterpartyUserId === viewerId;
  let direction: Transaction['direction'] = 'internal';
  if (tx.type !== 'exchange') direction = side.netCents > 0 ? 'credit' : side.netCents < 0 ? 'debit' : 'internal';
  return {
    id: tx.id,
    reference: tx.reference,
    type: received ? 'receive_money' : asType(tx.type),
    // The stored text is the payer's view ("Sent to <the e-mail they typed>"); the recipient reads who paid
    // as the privacy rule shows another user: "Alex M. (a•••@example.com)" (party_label, server/db/functions/party_label.sql).
    description: received ? `Received from ${tx.payerName || 'another user'}` : tx.description,
    amount: centsToNumber(tx.amountCents),
    net: centsToNumber(Math.abs(side.netCents)),
    charge: centsToNumber(isPayer ? tx.chargeCents : 0),
    direction,
    walletType: side.walletType,
    status: asStatus(tx.status),
    createdAt: tx.createdAt.toISOString(),
  };
}

/** The viewer's side from a posting's deltas: the wallet debited most, else the one credited. */
export function sideFromDeltas(
  deltas: ReadonlyMap<string, number>,
  viewerWallets: ReadonlyMap<string, WalletType>,
): ViewerSide {
  let netCents = 0;
  let pick: { id: string; delta: number } | undefined;
  for (const [id, delta] of deltas) {
    if (!viewerWallets.has(id)) continue;
    netCents += delta;
    if (!pick || delta < pick.delta) pick = { id, delta };
  }
  return { netCents, walletType: pick ? (viewerWallets.get(pick.id) ?? null) : null };
}
