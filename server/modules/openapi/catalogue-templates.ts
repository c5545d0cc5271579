import * as templates from '../../../src/contract/message-templates.ts';
import type { RouteDoc } from './route-doc.ts';

/** Admin › Templates (server/modules/message-templates): the wording of mail and notices per language. */
export const TEMPLATE_ROUTES: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/admin/templates',
    summary: 'Every mail and notice template with its wording per language, built-in or an administrator’s',
    access: 'admin',
    ok: templates.messageTemplateListSchema,
  },
  {
    method: 'put',
    path: '/api/admin/templates/{key}/{locale}',
    summary:
      'Save an administrator’s wording of a template in one language (ICU MessageFormat; 400 naming the field that does not render); audited',
    access: 'admin',
    body: templates.templateWordingRequestSchema,
    ok: templates.messageTemplateResponseSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/admin/templates/{key}/{locale}/preview',
    summary:
      'Render a wording with sample values (subject, text and HTML of a mail; the text of a notice); saves nothing',
    access: 'admin',
    body: templates.templateWordingRequestSchema,
    ok: templates.templatePreviewSchema,
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/admin/templates/{key}/{locale}',
    summary: 'Go back to the built-in wording of a template in one language; audited',
    access: 'admin',
    ok: templates.messageTemplateResponseSchema,
    errors: [404],
  },
];
