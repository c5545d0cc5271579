import { centsToNumber } from '../../../src/contract/cents.ts';
import type { Locale } from '../../../src/contract/locales.ts';
import type { Statement, StatementMovement } from '../../../src/contract/statements.ts';
import type { Queryable } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { localeOf } from '../../i18n/translate.ts';
import { toMillis } from '../ledger/ledger.cursor.ts';
import { transactionView, viewSourceOf } from '../ledger/ledger.view.ts';
import type { Period } from './statements.period.ts';
import { balanceBefore, findHolder, findWallet, movements, type MovementRow } from './statements.repo.ts';

/** A statement in integer cents, before it is shown as JSON, CSV or PDF. */
export type StatementLine = Omit<StatementMovement, 'in' | 'out' | 'fee' | 'balance'> & {
  inCents: number;
  outCents: number;
  feeCents: number;
  balanceCents: number;
};
export type StatementData = {
  platform: string;
  holder: { name: string; email: string; username: string };
  wallet: { type: 'main' | 'profit'; name: string; currency: string };
  period: Period;
  openingCents: number;
  closingCents: number;
  inCents: number;
  outCents: number;
  feeCents: number;
  lines: StatementLine[];
  generatedAt: Date;
  /** The holder's language: the PDF's and the CSV headers' words, amounts and dates. */
  locale: Locale;
};

/**
 * One movement as the statement shows it. The wallet changed by `net`; the fee it paid is shown
 * apart, so the gross amount is net + fee: in when positive, out when negative. in - out - fee = net.
 */
function line(row: MovementRow, holderId: string, running: number): StatementLine {
  const net = Number(row.net);
  const fee = Number(row.fee);
  const gross = net + fee;
  const view = transactionView(viewSourceOf(row), holderId, { netCents: net, walletType: null });
  return {
    transactionId: row.id,
    reference: row.reference,
    date: toMillis(row.ts),
    type: view.type,
    description: view.description,
    inCents: gross > 0 ? gross : 0,
    outCents: gross < 0 ? -gross : 0,
    feeCents: fee,
    balanceCents: running,
  };
}

export async function buildStatement(
  q: Queryable,
  platform: string,
  userId: string,
  walletRef: string,
  period: Period,
  now: Date,
): Promise<StatementData> {
  // A period that has not begun has no movements yet; a statement of it would only repeat today's balance.
  if (period.start > now) throw fieldError(period.field, 'must not be in the future');
  const holder = await findHolder(q, userId);
  const wallet = holder ? await findWallet(q, userId, walletRef) : undefined;
  // Another user's id, an admin or a missing wallet all read as "not found" (ownership rule).
  if (!holder || !wallet) throw notFound('Wallet not found');
  const openingCents = await balanceBefore(q, wallet.id, period.start);
  const rows = await movements(q, holder.id, wallet.id, period.start, period.end);
  let running = openingCents;
  let inCents = 0;
  let outCents = 0;
  let feeCents = 0;
  const lines = rows.map((row) => {
    running += Number(row.net);
    const l = line(row, holder.id, running);
    inCents += l.inCents;
    outCents += l.outCents;
    feeCents += l.feeCents;
    return l;
  });
  return {
    platform,
    holder: { name: holder.name, email: holder.email, username: holder.username },
    wallet: { type: wallet.type, name: wallet.name, currency: wallet.currency },
    period,
    openingCents,
    closingCents: running,
    inCents,
    outCents,
    feeCents,
    lines,
    generatedAt: now,
    locale: localeOf(holder.language),
  };
}

export function statementJson(s: StatementData): Statement {
  return {
    platform: s.platform,
    holder: s.holder,
    wallet: s.wallet,
    period: {
      from: s.period.from,
      to: s.period.to,
      start: s.period.start.toISOString(),
      end: s.period.end.toISOString(),
      timeZone: 'UTC',
      label: s.period.label,
    },
    openingBalance: centsToNumber(s.openingCents),
    closingBalance: centsToNumber(s.closingCents),
    totals: {
      in: centsToNumber(s.inCents),
      out: centsToNumber(s.outCents),
      fees: centsToNumber(s.feeCents),
      movements: s.lines.length,
    },
    movements: s.lines.map(({ inCents, outCents, feeCents, balanceCents, ...rest }) => ({
      ...rest,
      in: centsToNumber(inCents),
      out: centsToNumber(outCents),
      fee: centsToNumber(feeCents),
      balance: centsToNumber(balanceCents),
    })),
    generatedAt: s.generatedAt.toISOString(),
  };
}
