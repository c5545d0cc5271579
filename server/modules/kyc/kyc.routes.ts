import { Hono } from 'hono';
import {
  adminKycQuerySchema,
  KYC_FILE_FIELD,
  kycRejectSchema,
  kycSubmitFieldsSchema,
} from '../../../src/contract/kyc.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { readMultipart } from '../../lib/multipart-form.ts';
import { jsonBody, parseWith, queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { createKycService, kycPage } from './kyc.service.ts';
import { kycStateOf } from './kyc.status.ts';

/** Mounted at /api/kyc: the investor's submission and status. */
export function kycRoutes(deps: Deps, guards: AuthGuards) {
  const service = createKycService(deps);
  return new Hono<AppEnv>()
    .use('*', guards.requireUser, guards.requireRoleUser)
    .post('/submit', async (c) => {
      const { fields, files } = await readMultipart(c);
      // Every field is checked before the file is read or stored, so a bad form writes nothing.
      const data = parseWith(kycSubmitFieldsSchema, fields);
      const file = files[KYC_FILE_FIELD];
      if (!file || file.size === 0) throw fieldError(KYC_FILE_FIELD, 'is required');
      return c.json(await service.submit(c.get('user'), data, file), 200);
    })
    .get('/status', async (c) => {
      const state = await kycStateOf(deps.db, c.get('user').id);
      return c.json(state);
    });
}

/** Mounted at /api/admin/kyc: the review queue. */
export function adminKycRoutes(deps: Deps, guards: AuthGuards) {
  const service = createKycService(deps);
  return new Hono<AppEnv>()
    .use('*', guards.requireUser, guards.requireAdmin)
    .get('/', async (c) => {
      const q = queryParams(c, adminKycQuerySchema);
      return c.json(await kycPage(deps.db, q.status, q.limit, decodeCursor(q.cursor)));
    })
    .get('/:id', async (c) => c.json(await service.detail(c.req.param('id'))))
    .get('/:id/document', async (c) => service.document(c.req.param('id')))
    .post('/:id/approve', async (c) => c.json(await service.decide(c.get('user'), c.req.param('id'), 'approved', null)))
    .post('/:id/reject', async (c) => {
      const { reason } = await jsonBody(c, kycRejectSchema);
      return c.json(await service.decide(c.get('user'), c.req.param('id'), 'rejected', reason));
    });
}
