import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A saved proof built here from the published rules with node:crypto (three users: the path of the
// first leaf has its neighbour, then the third leaf that moved up alone).
const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const userId = '3f2b1c4e-5d6a-4b7c-8d9e-0f1a2b3c4d5e';
const nonce = '00112233445566778899aabbccddeeff';
const idHash = hex(`${userId}:${nonce}`);
const others = [
  { idHash: hex('other-a'), cents: 2500 },
  { idHash: hex('other-b'), cents: 990 },
];
const leaves = [{ idHash, cents: 12_345 }, ...others]
  .sort((a, b) => (a.idHash < b.idHash ? -1 : 1))
  .map((l) => ({ id: l.idHash, hash: hex(`leaf:${l.idHash}:${l.cents}`), sum: l.cents }));
const node = (l: { hash: string; sum: number }, r: { hash: string; sum: number }) => ({
  hash: hex(`node:${l.hash}:${l.sum}:${r.hash}:${r.sum}`),
  sum: l.sum + r.sum,
});
const [l0, l1, l2] = leaves as [(typeof leaves)[0], (typeof leaves)[0], (typeof leaves)[0]];
const pair = node(l0, l1);
const root = node(pair, l2);

function proofFile(balance: number, extra: Record<string, unknown> = {}): string {
  const at = leaves.findIndex((l) => l.id === idHash);
  const path =
    at === 2
      ? [{ side: 'left', hash: pair.hash, sum: pair.sum }]
      : [
          { side: at === 0 ? 'right' : 'left', hash: (at === 0 ? l1 : l0).hash, sum: (at === 0 ? l1 : l0).sum },
          { side: 'right', hash: l2.hash, sum: l2.sum },
        ];
  const file = join(mkdtempSync(join(tmpdir(), 'pol-')), 'proof.json');
  writeFileSync(
    file,
    JSON.stringify({
      snapshot_id: 's1',
      taken_at: '2026-11-28T08:00:00.000Z',
      root_hash: root.hash,
      nonce,
      id_hash: idHash,
      balance_cents: balance,
      path,
      ...extra,
    }),
  );
  return file;
}

const verify = (...args: string[]) =>
  spawnSync('node_modules/.bin/tsx', ['scripts/verify-liabilities.ts', ...args], { encoding: 'utf8' });

describe('npm run verify-liabilities', () => {
  it('says MATCH and exits 0 for a saved proof, checking the id_hash when the user id is given', () => {
    const run = verify(proofFile(12_345, { user_id: userId }));
    expect(run.stdout).toContain('MATCH: your balance is included');
    expect(run.stdout).toContain(root.hash);
    expect(run.status).toBe(0);
  }, 60_000);

  it('says MISMATCH and exits 1 for a tampered balance, another user id, or another published root', () => {
    expect(verify(proofFile(12_346)).status).toBe(1);
    const stranger = verify(proofFile(12_345, { user_id: '00000000-0000-4000-8000-000000000000' }));
    expect(stranger.stdout).toContain('does not come from this user id');
    expect(stranger.status).toBe(1);
    const other = verify(proofFile(12_345), '--root', hex('another root'));
    expect(other.stdout).toContain('MISMATCH');
    expect(other.status).toBe(1);
    expect(verify().status).toBe(2);
  }, 60_000);
});
