import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../setup/http.ts';
import { getTestContext, type TestContext } from '../setup/test-app.ts';
import { ROUTES } from '../../server/modules/openapi/catalogue.ts';
import { buildOpenApi, operationId } from '../../server/modules/openapi/openapi-document.ts';
import { tagOf } from '../../server/modules/openapi/openapi-tags.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await getTestContext();
});

type Operation = {
  operationId: string;
  tags: string[];
  'x-access': string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: Record<string, unknown> }>; headers?: Record<string, unknown>; $ref?: string }
  >;
};
type Document = { openapi: string; servers: unknown[]; paths: Record<string, Record<string, Operation>> };

/** Hono's mounted routes as "METHOD /path/{param}", without middleware and the catch-alls. */
function mountedRoutes(): string[] {
  const seen = new Set<string>();
  for (const r of ctx.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    seen.add(`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`);
  }
  return [...seen].sort();
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

describe('the route catalogue', () => {
  it('lists exactly the routes the app mounts', () => {
    const documented = new Set(ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const mounted = mountedRoutes();
    const missing = mounted.filter((r) => !documented.has(r));
    const stale = [...documented].filter((r) => !mounted.includes(r));
    // The message says what to add to (or drop from) server/modules/openapi/catalogue.ts.
    expect({ 'mounted but not in catalogue.ts': missing, 'in catalogue.ts but not mounted': stale }).toEqual({
      'mounted but not in catalogue.ts': [],
      'in catalogue.ts but not mounted': [],
    });
  });

  it('gives every route a success schema with content, a module tag and a unique operationId', () => {
    const doc = buildOpenApi() as unknown as Document;
    const problems: string[] = [];
    for (const { key, op } of operations(doc)) {
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      // One success answer, and at most a 202 beside it (a change recorded to wait for a second
      // admin); a route whose work is done later (a data export) answers only 202.
      const main = success.filter(([status]) => status !== '202');
      const onlyAccepted = main.length === 0 && success.length === 1;
      if (main.length !== 1 && !onlyAccepted) problems.push(`${key}: ${main.length} success responses besides a 202`);
      for (const [, response] of success) {
        const media = Object.values(response.content ?? {});
        if (!media.length || media.some((m) => Object.keys(m.schema).length === 0))
          problems.push(`${key}: no response schema (set \`ok\` in catalogue.ts)`);
      }
      if (tagOf(key.split(' ')[1]!) === undefined)
        problems.push(`${key}: no module tag (add its first path segment in openapi-tags.ts)`);
    }
    const ids = ROUTES.map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(problems).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json as OpenAPI 3.1 with servers, access levels and request schemas', async () => {
    const res = await call<Document>(ctx.app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers).toHaveLength(1);
    const send = res.body.paths['/api/send-money-now']?.post;
    expect(send?.['x-access']).toBe('user');
    expect(send?.requestBody?.content['application/json']?.schema.required).toContain('recipient_email');
    expect(res.body.paths['/api/admin/users/{id}/balance']?.post?.['x-access']).toBe('admin');
  });

  it('documents the real success statuses, headers and bodies', () => {
    const doc = buildOpenApi() as unknown as Document;
    expect(Object.keys(doc.paths['/api/auth/register']!.post!.responses)).toContain('201');
    expect(Object.keys(doc.paths['/api/tickets']!.post!.responses)).toContain('201');
    expect(doc.paths['/api/transactions/user']!.get!.responses['200']!.headers).toHaveProperty('X-Next-Cursor');
    expect(doc.paths['/api/send-money-now']!.post!.responses['200']!.headers).toHaveProperty('Idempotent-Replayed');
    expect(Object.keys(doc.paths['/api/admin/transactions.csv']!.get!.responses['200']!.content!)).toEqual([
      'text/csv',
    ]);
    expect(doc.paths['/api/auth/login']!.post!.responses['200']!.content!['application/json']!.schema).toMatchObject({
      required: ['token', 'user'],
    });
    expect(
      doc.paths['/api/notifications/unread-count']!.get!.responses['200']!.content!['application/json']!.schema,
    ).toMatchObject({ required: ['count'] });
  });

  it('declares the multipart forms with their fields and binary parts', () => {
    const doc = buildOpenApi() as unknown as Document;
    const form = (path: string) => doc.paths[path]!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(form('/api/kyc/submit').required).toEqual(
      expect.arrayContaining(['idType', 'idNumber', 'firstName', 'idDocument']),
    );
    expect(form('/api/kyc/submit').properties!.idDocument).toMatchObject({ type: 'string', format: 'binary' });
    expect(form('/api/deposits').properties).toHaveProperty('proof');
    expect(form('/api/deposits/{id}/proof').required).toEqual(['proof']);
    expect(Object.keys(doc.paths['/api/tickets']!.post!.requestBody!.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(form('/api/tickets/{id}/messages').properties).toHaveProperty('attachment');
  });

  it('names the specific refusals of an operation with the shared error shape', () => {
    const doc = buildOpenApi() as unknown as Document;
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path]![method]!.responses);
    expect(statuses('/api/send-money-now', 'post')).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '415', '422']),
    );
    expect(statuses('/api/auth/login', 'post')).toEqual(expect.arrayContaining(['400', '429']));
    expect(statuses('/api/auth/login', 'post')).not.toContain('404');
    expect(statuses('/api/kyc/submit', 'post')).toEqual(expect.arrayContaining(['409', '413', '415']));
    expect(doc.paths['/api/kyc/submit']!.post!.responses['409']!.$ref).toBe('#/components/responses/Conflict');
  });
});

describe('the API reference page', () => {
  it('answers 404 with what to run when the build has no reference (the page itself: tests/e2e/api-docs.test.ts)', async () => {
    const res = await call(ctx.app, 'GET', '/api/docs');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('npm run build') });
  });
});
