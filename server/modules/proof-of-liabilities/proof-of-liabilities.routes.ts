import { Hono } from 'hono';
import { declaredAssetsRequestSchema } from '../../../src/contract/proof-of-liabilities.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createProofOfLiabilitiesService } from './proof-of-liabilities.service.ts';

/**
 * Mounted at /api. Public: the published snapshot (no sign-in). Investors: their own proof.
 * Admins: the snapshots (list, take one after a step-up) and the declared assets.
 */
export function proofOfLiabilitiesRoutes(deps: Deps, guards: AuthGuards) {
  const service = createProofOfLiabilitiesService(deps);
  const asAdmin = [guards.requireUser, guards.requireAdmin] as const;
  return new Hono<AppEnv>()
    .get('/proof-of-liabilities', async (c) => c.json(await service.published()))
    .get('/proof-of-liabilities/me', guards.requireUser, guards.requireRoleUser, async (c) =>
      c.json(await service.myProof(c.get('user').id)),
    )
    .get('/admin/proof-of-liabilities', ...asAdmin, async (c) => c.json(await service.adminView()))
    .post('/admin/proof-of-liabilities', ...asAdmin, async (c) =>
      c.json(await service.takeSnapshot(c.get('user').id), 201),
    )
    .put('/admin/proof-of-liabilities/declared-assets', ...asAdmin, async (c) =>
      c.json(await service.declareAssets(c.get('user').id, (await jsonBody(c, declaredAssetsRequestSchema)).assets)),
    );
}
