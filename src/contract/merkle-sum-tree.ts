// The Merkle sum tree of the proof of liabilities, exactly as published (docs/proof-of-liabilities.md).
// Pure and shared: the server builds it, the browser and the CLI verifier recompute the root with it.
// WebCrypto (crypto.subtle) exists in browsers and in Node 22+, so no hashing library is needed.

export type SumNode = { hash: string; sum: number };
export type PathStep = { side: 'left' | 'right'; hash: string; sum: number };

const encoder = new TextEncoder();

/** SHA-256 of the UTF-8 text, lowercase hex. */
export async function sha256hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hides who a leaf belongs to: only the user, who knows the nonce, can find their leaf. */
export const idHashOf = (userId: string, nonceHex: string): Promise<string> => sha256hex(`${userId}:${nonceHex}`);

export async function leafOf(idHash: string, balanceCents: number): Promise<SumNode> {
  return { hash: await sha256hex(`leaf:${idHash}:${balanceCents}`), sum: balanceCents };
}

export async function nodeOf(left: SumNode, right: SumNode): Promise<SumNode> {
  return {
    hash: await sha256hex(`node:${left.hash}:${left.sum}:${right.hash}:${right.sum}`),
    sum: left.sum + right.sum,
  };
}

/** Orders by id_hash (plain code-unit order of lowercase hex, the same in every language). */
export const byIdHash = <T extends { idHash: string }>(a: T, b: T): number =>
  a.idHash < b.idHash ? -1 : a.idHash > b.idHash ? 1 : 0;

/**
 * Every level, leaves first: neighbours paired left to right; a last node without a neighbour
 * moves up unchanged. The root is the single node of the last level. Leaves must already be ordered.
 */
export async function buildLevels(leaves: readonly SumNode[]): Promise<SumNode[][]> {
  if (leaves.length === 0) throw new Error('A sum tree needs at least one leaf');
  const levels: SumNode[][] = [[...leaves]];
  let level = levels[0] ?? [];
  while (level.length > 1) {
    const next: Array<Promise<SumNode> | SumNode> = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as SumNode;
      const right = level[i + 1];
      next.push(right ? nodeOf(left, right) : left);
    }
    level = await Promise.all(next);
    levels.push(level);
  }
  return levels;
}

export const rootOf = (levels: readonly SumNode[][]): SumNode => {
  const top = levels[levels.length - 1]?.[0];
  if (!top) throw new Error('Empty tree');
  return top;
};

/** The siblings from the leaf up; `side` is the sibling's side. A level where the node moves up alone adds no step. */
export function pathOf(levels: readonly SumNode[][], leafIndex: number): PathStep[] {
  const path: PathStep[] = [];
  let index = leafIndex;
  for (const level of levels.slice(0, -1)) {
    const siblingIndex = index % 2 === 0 ? index + 1 : index - 1;
    const sibling = level[siblingIndex];
    if (sibling) path.push({ side: index % 2 === 0 ? 'right' : 'left', hash: sibling.hash, sum: sibling.sum });
    index = Math.floor(index / 2);
  }
  return path;
}

/** The root a proof leads to: the leaf from id_hash and balance, then each sibling on its side. */
export async function rootFromPath(idHash: string, balanceCents: number, path: readonly PathStep[]): Promise<SumNode> {
  let node = await leafOf(idHash, balanceCents);
  for (const step of path) {
    const sibling = { hash: step.hash, sum: step.sum };
    node = step.side === 'left' ? await nodeOf(sibling, node) : await nodeOf(node, sibling);
  }
  return node;
}

export type ProofCheck = { matches: boolean; idHashMatches: boolean; sumsValid: boolean; root: SumNode };

/** Checks a published proof: the id_hash from the user id and nonce, and the root from the path. */
export async function checkProof(proof: {
  user_id?: string | undefined;
  nonce: string;
  id_hash: string;
  balance_cents: number;
  root_hash: string;
  path: readonly PathStep[];
}): Promise<ProofCheck> {
  const idHashMatches = proof.user_id === undefined || (await idHashOf(proof.user_id, proof.nonce)) === proof.id_hash;
  // A negative sibling sum would hide liabilities from the total: no honest tree has one.
  const sumsValid = [proof.balance_cents, ...proof.path.map((s) => s.sum)].every(
    (n) => Number.isSafeInteger(n) && n >= 0,
  );
  const root = await rootFromPath(proof.id_hash, proof.balance_cents, proof.path);
  return { matches: sumsValid && idHashMatches && root.hash === proof.root_hash, idHashMatches, sumsValid, root };
}
