import { randomBytes } from 'node:crypto';
import { buildLevels, byIdHash, idHashOf, leafOf, pathOf, rootOf } from '../../../src/contract/merkle-sum-tree.ts';
import type {
  AdminLiabilities,
  DeclaredAsset,
  LiabilityProof,
  LiabilitySnapshot,
  PublicLiabilities,
} from '../../../src/contract/proof-of-liabilities.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import {
  insertSnapshot,
  latestSnapshots,
  leafOfUser,
  leavesOf,
  owedPerUser,
  readDeclaredAssets,
  writeDeclaredAssets,
  type LeafRow,
  type SnapshotRow,
} from './proof-of-liabilities.repo.ts';

/** How many snapshots the public page lists, and the admin list. */
const PUBLIC_RECENT = 10;
const ADMIN_LIST = 100;

const view = (s: SnapshotRow): LiabilitySnapshot => ({
  snapshot_id: s.id,
  taken_at: s.takenAt.toISOString(),
  root_hash: s.rootHash,
  total_cents: s.totalCents,
  leaf_count: s.leafCount,
});

async function treeOf(leaves: readonly LeafRow[]) {
  return buildLevels(await Promise.all(leaves.map((l) => leafOf(l.idHash, l.balanceCents))));
}

/**
 * Proof of liabilities (docs/proof-of-liabilities.md): an admin takes a snapshot of what every
 * user is owed, published as the root of a Merkle sum tree; each investor can fetch the path from
 * their own leaf to that root and recompute it. Only the root, the total and the leaf count are public.
 */
export function createProofOfLiabilitiesService(deps: Deps) {
  // Publishing a figure in the platform's name needs a fresh step-up: the admin control table
  // (server/lib/admin-control.ts) makes requireAdmin ask for it before this runs.
  async function takeSnapshot(adminId: string): Promise<LiabilitySnapshot> {
    const takenAt = deps.now();
    const owed = await owedPerUser(deps.db);
    const negative = owed.filter((o) => o.cents < 0);
    if (negative.length > 0) {
      const names = negative
        .slice(0, 5)
        .map((o) => `${o.userId} (${o.cents} cents)`)
        .join(', ');
      throw conflict(
        `A sum tree cannot prove a negative liability: fix ${negative.length === 1 ? 'this user' : 'these users'} first: ${names}`,
        'NEGATIVE_LIABILITY',
      );
    }
    if (owed.length === 0) throw conflict('No user is owed anything: there is nothing to prove yet', 'NO_LIABILITIES');
    const leaves = await Promise.all(
      owed.map(async (o) => {
        const nonce = randomBytes(16).toString('hex');
        return {
          userId: o.userId,
          nonce,
          idHash: await idHashOf(o.userId, nonce),
          balanceCents: o.cents,
          leafIndex: 0,
        };
      }),
    );
    leaves.sort(byIdHash);
    leaves.forEach((l, i) => (l.leafIndex = i));
    const root = rootOf(await treeOf(leaves));
    const snapshot = await deps.db.transaction(async (tx) => {
      const row = await insertSnapshot(
        tx,
        { takenAt, rootHash: root.hash, totalCents: root.sum, leafCount: leaves.length, createdBy: adminId },
        leaves,
      );
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'liabilities.snapshot',
          targetType: 'liability_snapshot',
          targetId: row.id,
          after: { rootHash: row.rootHash, totalCents: row.totalCents, leafCount: row.leafCount },
        },
        takenAt,
      );
      return row;
    });
    return view(snapshot);
  }

  async function published(): Promise<PublicLiabilities> {
    const recent = (await latestSnapshots(deps.db, PUBLIC_RECENT)).map(view);
    const [latest] = recent;
    if (!latest) throw new AppError(404, 'NOT_FOUND', 'No proof of liabilities has been published yet');
    return { ...latest, recent };
  }

  /** The caller's own leaf and path in the latest snapshot; never another user's (the leaf is looked up by the session's user). */
  async function myProof(userId: string): Promise<LiabilityProof> {
    const [latest] = await latestSnapshots(deps.db, 1);
    if (!latest) throw notFound('No proof of liabilities has been published yet');
    const leaf = await leafOfUser(deps.db, latest.id, userId);
    if (!leaf) throw notFound('You were owed nothing when the latest snapshot was taken, so it holds no leaf of yours');
    const levels = await treeOf(await leavesOf(deps.db, latest.id));
    return {
      snapshot_id: latest.id,
      taken_at: latest.takenAt.toISOString(),
      root_hash: latest.rootHash,
      nonce: leaf.nonce,
      id_hash: leaf.idHash,
      balance_cents: leaf.balanceCents,
      path: pathOf(levels, leaf.leafIndex),
    };
  }

  async function adminView(): Promise<AdminLiabilities> {
    const [snapshots, declared] = await Promise.all([
      latestSnapshots(deps.db, ADMIN_LIST),
      readDeclaredAssets(deps.db),
    ]);
    const figures = declared.map((a) => a.amount_cents).filter((n): n is number => n !== null);
    const declaredTotal = figures.length > 0 ? figures.reduce((s, n) => s + n, 0) : null;
    const total = snapshots[0]?.totalCents;
    const ratio = declaredTotal !== null && total ? Math.round((declaredTotal / total) * 10_000) / 10_000 : null;
    return { snapshots: snapshots.map(view), declared_assets: declared, declared_total_cents: declaredTotal, ratio };
  }

  async function declareAssets(adminId: string, assets: DeclaredAsset[]): Promise<AdminLiabilities> {
    const at = deps.now();
    await deps.db.transaction(async (tx) => {
      const before = await readDeclaredAssets(tx);
      await writeDeclaredAssets(tx, assets, adminId, at);
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'liabilities.declare_assets',
          targetType: 'settings',
          targetId: 'proofOfLiabilities.declaredAssets',
          before,
          after: assets,
        },
        at,
      );
    });
    return adminView();
  }

  return { takeSnapshot, published, myProof, adminView, declareAssets };
}
