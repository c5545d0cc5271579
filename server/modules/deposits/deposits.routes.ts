import { Hono } from 'hono';
import { depositQuoteRequestSchema, depositRequestSchema, proofFieldsSchema } from '../../../src/contract/deposits.ts';
import { pageQuerySchema } from '../../../src/contract/methods.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { fileResponse } from '../../lib/upload-files.ts';
import { jsonBody, parseWith, queryParams } from '../../lib/validate.ts';
import { decodeCursor } from '../ledger/ledger.cursor.ts';
import { offeredDepositMethods, toPublicDepositMethod } from './deposit-methods.service.ts';
import { createDepositService, findDeposit, userDepositPage } from './deposits.service.ts';
import { toDepositView } from './deposits.view.ts';
import { optionalFile, readForm } from './multipart.ts';
import { createOnchainService } from '../onchain/onchain.service.ts';

/** Mounted at /api/deposits, for role user. Creating a deposit moves no money, so it takes no Idempotency-Key. */
export function depositRoutes(deps: Deps, guards: AuthGuards) {
  const service = createDepositService(deps);
  const onchain = createOnchainService(deps);
  const asUser = [guards.requireUser, guards.requireRoleUser] as const;
  return new Hono<AppEnv>()
    .get('/methods', ...asUser, async (c) =>
      c.json((await offeredDepositMethods(deps.db, Boolean(deps.env.stripe))).map((m) => toPublicDepositMethod(m))),
    )
    .get('/methods/:id/address', ...asUser, async (c) =>
      c.json(await onchain.address(c.get('user'), c.req.param('id'))),
    )
    .get('/methods/:id/payments', ...asUser, async (c) =>
      c.json(await onchain.payments(c.get('user'), c.req.param('id'))),
    )
    .post('/calculate-charge', ...asUser, async (c) =>
      c.json(await service.quote(await jsonBody(c, depositQuoteRequestSchema))),
    )
    .post('/', ...asUser, async (c) => {
      const form = await readForm(c);
      const fields = parseWith(depositRequestSchema, form.fields);
      return c.json(await service.create(c.get('user'), fields, optionalFile(form, 'proof')), 201);
    })
    .get('/', ...asUser, async (c) => {
      const q = queryParams(c, pageQuerySchema);
      return c.json(await userDepositPage(deps.db, c.get('user').id, q.limit, decodeCursor(q.cursor)));
    })
    .get('/:id', ...asUser, async (c) => {
      const row = await findDeposit(deps.db, c.req.param('id'), c.get('user').id);
      if (!row) throw notFound('Deposit not found');
      return c.json(toDepositView(row));
    })
    .post('/:id/proof', ...asUser, async (c) => {
      const form = await readForm(c);
      // "I have paid": the proof, and for crypto optionally the transfer's hash, after seeing where to pay.
      const { transaction_hash: hash } = parseWith(proofFieldsSchema, {
        transaction_hash: form.fields['transaction_hash'],
      });
      return c.json(await service.addProof(c.get('user'), c.req.param('id'), optionalFile(form, 'proof'), hash));
    })
    .get('/:id/proof', ...asUser, async (c) => {
      const file = await service.proof(c.req.param('id'), c.get('user').id);
      return fileResponse(file.body, file.mime, file.name);
    });
}
