import { createHash } from 'node:crypto';
import type { LiabilityProof, LiabilitySnapshot } from '../../src/contract/proof-of-liabilities.ts';
import { freshAdminCode } from '../setup/admin-totp.ts';
import { call } from '../setup/http.ts';
import { stepUp } from '../setup/step-up.ts';
import { ADMIN, type TestContext } from '../setup/test-app.ts';
import type { ErrorBody } from '../setup/types.ts';

/** The admin's step-up, a snapshot and an investor's proof, through HTTP. */
export function liabilityCalls(ctx: TestContext, admin: string) {
  return {
    adminStepUp: async () =>
      stepUp(
        ctx.app,
        admin,
        ADMIN.password,
        ctx.deps.env.adminTwoFactorRequired ? await freshAdminCode(ctx) : undefined,
      ),
    snapshot: (token = admin) =>
      call<LiabilitySnapshot & ErrorBody>(ctx.app, 'POST', '/api/admin/proof-of-liabilities', { token }),
    myProof: (token: string) =>
      call<LiabilityProof & ErrorBody>(ctx.app, 'GET', '/api/proof-of-liabilities/me', { token }),
  };
}

// The published rules, written again here with Node's own hashing: the test never uses the shared module.
export const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export type Node = { hash: string; sum: number };
const node = (l: Node, r: Node): Node => ({
  hash: hex(`node:${l.hash}:${l.sum}:${r.hash}:${r.sum}`),
  sum: l.sum + r.sum,
});
export function rootFrom(proof: LiabilityProof, balance = proof.balance_cents): Node {
  let at: Node = { hash: hex(`leaf:${proof.id_hash}:${balance}`), sum: balance };
  for (const s of proof.path)
    at = s.side === 'left' ? node({ hash: s.hash, sum: s.sum }, at) : node(at, { hash: s.hash, sum: s.sum });
  return at;
}
/** The whole tree from (id_hash, balance) pairs, as the rules build it. */
export function treeRoot(leaves: Array<{ idHash: string; cents: number }>): Node {
  let level: Node[] = [...leaves]
    .sort((a, b) => (a.idHash < b.idHash ? -1 : 1))
    .map((l) => ({ hash: hex(`leaf:${l.idHash}:${l.cents}`), sum: l.cents }));
  while (level.length > 1) {
    const next: Node[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(level[i + 1] ? node(level[i] as Node, level[i + 1] as Node) : (level[i] as Node));
    level = next;
  }
  return level[0] as Node;
}
