import { z } from 'zod';

// Proof of liabilities: amounts are integer cents here (`*_cents`), as the tree hashes them.

const HEX64 = /^[0-9a-f]{64}$/;
const cents = z.number().int().min(0);

export const liabilitySnapshotSchema = z.object({
  snapshot_id: z.string(),
  taken_at: z.string(),
  root_hash: z.string().regex(HEX64),
  total_cents: cents,
  leaf_count: z.number().int().min(1),
});
export type LiabilitySnapshot = z.infer<typeof liabilitySnapshotSchema>;

/** The public answer: the latest snapshot, and the last few with their totals. */
export const publicLiabilitiesSchema = liabilitySnapshotSchema.extend({ recent: z.array(liabilitySnapshotSchema) });
export type PublicLiabilities = z.infer<typeof publicLiabilitiesSchema>;

export const pathStepSchema = z.object({ side: z.enum(['left', 'right']), hash: z.string().regex(HEX64), sum: cents });

/** An investor's own proof: their leaf's inputs and the siblings from the leaf up. */
export const liabilityProofSchema = z.object({
  snapshot_id: z.string(),
  taken_at: z.string(),
  root_hash: z.string().regex(HEX64),
  nonce: z.string().regex(/^[0-9a-f]{32}$/),
  id_hash: z.string().regex(HEX64),
  balance_cents: cents,
  path: z.array(pathStepSchema),
});
export type LiabilityProof = z.infer<typeof liabilityProofSchema>;

/** A saved proof as the CLI verifier reads it: the proof, with the user id when the id_hash is to be checked too. */
export const savedProofSchema = liabilityProofSchema.extend({
  user_id: z.string().optional(),
  taken_at: z.string().optional(),
});

export const ASSET_NAME = /^[A-Za-z0-9 ._-]{1,40}$/;

/** What the operator declares it holds, per asset, valued in the site currency (cents). */
export const declaredAssetSchema = z.object({
  asset: z.string().trim().regex(ASSET_NAME, 'must be 1 to 40 letters, digits, spaces, dots, dashes'),
  amount_cents: cents.nullable(),
});
export const declaredAssetsRequestSchema = z
  .strictObject({ assets: z.array(declaredAssetSchema).max(50, 'must list at most 50 assets') })
  .superRefine((v, ctx) => {
    const names = v.assets.map((a) => a.asset.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['assets'], message: 'must not repeat an asset' });
  });
export type DeclaredAsset = z.infer<typeof declaredAssetSchema>;

/** The admin view: snapshots newest first, the declared assets, and assets over the latest total. */
export const adminLiabilitiesSchema = z.object({
  snapshots: z.array(liabilitySnapshotSchema),
  declared_assets: z.array(declaredAssetSchema),
  declared_total_cents: cents.nullable(),
  ratio: z.number().nullable(),
});
export type AdminLiabilities = z.infer<typeof adminLiabilitiesSchema>;
