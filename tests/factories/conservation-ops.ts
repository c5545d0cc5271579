import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { ServerProcess } from '../setup/server-process.ts';
import type { Ack } from './conservation-checks.ts';
import { TAG } from './conservation-checks.ts';
import { send, sleep, type Reply } from './conservation-http.ts';
import type { Investor } from './conservation-seed.ts';

export type Kind =
  | 'deposit'
  | 'approve-deposit'
  | 'reject-deposit'
  | 'exchange'
  | 'transfer'
  | 'invest'
  | 'withdraw'
  | 'approve-withdrawal'
  | 'reject-withdrawal';
export type Fault = 'none' | 'retry-parallel' | 'retry-after' | 'drop';

const MIX: Array<[Kind, number]> = [
  ['deposit', 14],
  ['approve-deposit', 10],
  ['reject-deposit', 3],
  ['exchange', 15],
  ['transfer', 22],
  ['invest', 10],
  ['withdraw', 12],
  ['approve-withdrawal', 8],
  ['reject-withdrawal', 4],
];
const TOTAL = MIX.reduce((s, [, w]) => s + w, 0);

export function pickKind(): Kind {
  let r = Math.random() * TOTAL;
  for (const [kind, w] of MIX) if ((r -= w) < 0) return kind;
  return 'transfer';
}

export function pickFault(): Fault {
  const r = Math.random();
  return r < 0.05 ? 'drop' : r < 0.11 ? 'retry-parallel' : r < 0.17 ? 'retry-after' : 'none';
}

/** Cents whose remainder modulo TAG is the op's own index: k units of TAG on top. */
export const tagged = (op: number, k: number) => (TAG * k + op) / 100;
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

export type World = {
  servers: ServerProcess[];
  investors: Investor[];
  adminToken: string;
  schemaId: string;
  methodId: string;
  pendingDeposits: string[];
  pendingWithdrawals: string[];
  attempts: Record<string, number>;
  outcomes: Record<string, number>;
  acks: Ack[];
  replayMismatches: number;
};

type Request = {
  method: string;
  path: string;
  token: string;
  body?: unknown;
  form?: () => FormData;
  idempotent: boolean;
};

/** The request an op sends, or undefined when there is nothing to review yet. */
function plan(w: World, op: number, kind: Kind): Request | undefined {
  const u = pick(w.investors);
  switch (kind) {
    case 'deposit':
      return {
        method: 'POST',
        path: '/api/deposits',
        token: u.token,
        idempotent: false,
        form: () => {
          const f = new FormData();
          f.set('method_id', w.methodId);
          f.set('amount', tagged(op, 2 + Math.floor(Math.random() * 3)).toFixed(2));
          return f;
        },
      };
    case 'approve-deposit':
    case 'reject-deposit': {
      const id = w.pendingDeposits.shift();
      if (!id) return undefined;
      return kind === 'approve-deposit'
        ? { method: 'POST', path: `/api/admin/deposits/${id}/approve`, token: w.adminToken, idempotent: true }
        : {
            method: 'POST',
            path: `/api/admin/deposits/${id}/reject`,
            token: w.adminToken,
            body: { reason: 'Payment not received' },
            idempotent: true,
          };
    }
    case 'approve-withdrawal':
    case 'reject-withdrawal': {
      const id = w.pendingWithdrawals.shift();
      if (!id) return undefined;
      return kind === 'approve-withdrawal'
        ? {
            method: 'POST',
            path: `/api/admin/withdrawals/${id}/approve`,
            token: w.adminToken,
            body: { payout_reference: `PAY-${op}` },
            idempotent: true,
          }
        : {
            method: 'POST',
            path: `/api/admin/withdrawals/${id}/reject`,
            token: w.adminToken,
            body: { reason: 'Details do not match' },
            idempotent: true,
          };
    }
    case 'exchange': {
      const toProfit = Math.random() < 0.5;
      return {
        method: 'POST',
        path: '/api/wallet/wallet-exchange-now',
        token: u.token,
        idempotent: true,
        body: {
          from_wallet_id: toProfit ? u.main : u.profit,
          to_wallet_id: toProfit ? u.profit : u.main,
          amount: tagged(op, 1),
        },
      };
    }
    case 'transfer': {
      const to = pick(w.investors.filter((x) => x !== u));
      return {
        method: 'POST',
        path: '/api/send-money-now',
        token: u.token,
        idempotent: true,
        body: { sender_wallet_id: u.main, recipient_email: to.email, amount: tagged(op, 1) },
      };
    }
    case 'invest':
      return {
        method: 'POST',
        path: '/api/investments',
        token: u.token,
        idempotent: true,
        body: { schema_id: w.schemaId, amount: tagged(op, 1), wallet_type: Math.random() < 0.8 ? 'main' : 'profit' },
      };
    case 'withdraw':
      return {
        method: 'POST',
        path: '/api/withdrawals',
        token: u.token,
        idempotent: true,
        body: { account_id: u.accountId, amount: tagged(op, 1) },
      };
  }
}

const inFlight = (r: Reply) => r.body.code === 'IDEMPOTENCY_IN_FLIGHT';
const definitive = (r: Reply) => r.status !== 0 && !inFlight(r) && r.status < 500;

/**
 * Runs one op against server `op % 2` with its fault: dropped (aborted after sending, then
 * retried), retried in parallel on both servers, or retried after the answer, always with the same
 * Idempotency-Key. A refused connection (the killed server) is retried on the other one, like a
 * client with a fallback address.
 */
export async function runOp(w: World, op: number, wanted: Kind, fault: Fault): Promise<void> {
  // Nothing pending to review yet: the op becomes a transfer.
  let kind = wanted;
  let req = plan(w, op, kind);
  if (!req) {
    kind = 'transfer';
    req = plan(w, op, kind);
  }
  if (!req) return;
  const key = req.idempotent ? randomUUID() : undefined;
  const home = w.servers[op % 2] as ServerProcess;
  const away = w.servers[(op + 1) % 2] as ServerProcess;
  const attempt = async (server: ServerProcess, abortAfterMs?: number) => {
    const reply = await send(server, req.method, req.path, {
      token: req.token,
      body: req.body,
      form: req.form?.(),
      key,
      abortAfterMs,
    });
    w.attempts[reply.kind] = (w.attempts[reply.kind] ?? 0) + 1;
    return reply;
  };
  let replies: Reply[];
  if (fault === 'drop') replies = [await attempt(home, Math.floor(Math.random() * 25))];
  else if (fault === 'retry-parallel' && key) replies = await Promise.all([attempt(home), attempt(away)]);
  else replies = [await attempt(home)];
  // Retry until some answer is definitive, only with a key (a deposit without one is never resent).
  for (let tries = 0; key && !replies.some(definitive) && tries < 8; tries += 1) {
    await sleep(tries === 0 ? 20 : 150 * tries);
    const target = home.up ? home : away;
    replies.push(await attempt(tries % 2 === 0 ? target : away.up ? away : home));
  }
  if (fault === 'retry-after' && key && replies.some(definitive)) {
    const again = await attempt(away.up ? away : home);
    const first = replies.find(definitive);
    if (definitive(again) && first && (again.status !== first.status || !isDeepStrictEqual(again.body, first.body)))
      w.replayMismatches += 1;
  }
  const final = replies.find(definitive);
  const outcome = final ? (final.status < 300 ? 'ok' : final.kind) : 'unknown (no definitive answer)';
  w.outcomes[`${kind}: ${outcome}`] = (w.outcomes[`${kind}: ${outcome}`] ?? 0) + 1;
  if (!final || final.status >= 300) return;
  record(w, op, kind, req.path, final.body);
}

function record(w: World, op: number, kind: Kind, path: string, body: Record<string, unknown>) {
  const tx = (body.transaction as { id?: string } | undefined)?.id;
  const idFromPath = /\/(deposits|withdrawals)\/([^/]+)\//.exec(path)?.[2];
  if (kind === 'deposit') {
    const id = (body.deposit as { id: string }).id;
    w.pendingDeposits.push(id);
    w.acks.push({ kind, op, objectId: id });
  } else if (kind === 'withdraw') {
    const id = (body.withdrawal as { id: string }).id;
    w.pendingWithdrawals.push(id);
    w.acks.push({ kind, op, objectId: id, ...(tx ? { transactionId: tx } : {}) });
  } else if (kind === 'invest') {
    w.acks.push({ kind, op, objectId: (body.investment as { id: string }).id });
  } else if (idFromPath) {
    w.acks.push({ kind, op, objectId: idFromPath });
  } else {
    w.acks.push({ kind, op, ...(tx ? { transactionId: tx } : {}) });
  }
}
