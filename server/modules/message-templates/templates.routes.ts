import { Hono } from 'hono';
import { isLocale, type Locale } from '../../../src/contract/locales.ts';
import { templateWordingRequestSchema } from '../../../src/contract/message-templates.ts';
import type { AuthGuards } from '../../lib/auth-middleware.ts';
import type { AppEnv, Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { jsonBody } from '../../lib/validate.ts';
import { createTemplatesService } from './templates.service.ts';

const localeParam = (value: string): Locale => {
  if (!isLocale(value)) throw notFound('No such language');
  return value;
};

/**
 * Mounted at /api/admin/templates; guards per route. Saving and resetting need the step-up
 * (admin-control.ts): the wording reaches every investor's mailbox. The preview writes nothing.
 */
export function templateRoutes(deps: Deps, guards: AuthGuards) {
  const service = createTemplatesService(deps);
  return new Hono<AppEnv>()
    .get('/', guards.requireUser, guards.requireAdmin, async (c) => c.json({ data: await service.list() }))
    .put('/:key/:locale', guards.requireUser, guards.requireAdmin, async (c) => {
      const locale = localeParam(c.req.param('locale'));
      const body = await jsonBody(c, templateWordingRequestSchema);
      const data = await service.save(c.get('user').id, c.req.param('key'), locale, body);
      return c.json({ data, message: 'Template saved' });
    })
    .post('/:key/:locale/preview', guards.requireUser, guards.requireAdmin, async (c) => {
      const locale = localeParam(c.req.param('locale'));
      const body = await jsonBody(c, templateWordingRequestSchema);
      return c.json({ data: await service.preview(c.req.param('key'), locale, body) });
    })
    .delete('/:key/:locale', guards.requireUser, guards.requireAdmin, async (c) => {
      const locale = localeParam(c.req.param('locale'));
      const data = await service.reset(c.get('user').id, c.req.param('key'), locale);
      return c.json({ data, message: 'Built-in wording restored' });
    });
}
