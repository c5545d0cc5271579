import { describe, expect, it } from 'vitest';
import { conformanceProblems, enforceDocument } from '../setup/openapi-conformance.ts';

// The check that every server test's responses go through (tests/setup/test-app.ts): these cases
// show that it really refuses what the document does not allow, so it cannot pass vacuously.

const json = { 'content-type': 'application/json' };
const user = {
  id: '3d6f0a8e-2b1c-4e5d-9f7a-1c2b3d4e5f60',
  role: 'user',
  username: 'priya',
  email: 'priya@example.com',
};

function problems(method: string, url: string, status: number, body: unknown, headers: Record<string, string> = json) {
  return conformanceProblems(
    method,
    url,
    status,
    new Headers(headers),
    typeof body === 'string' ? body : JSON.stringify(body),
  );
}

describe('the OpenAPI response check', () => {
  it('accepts a documented refusal with the shared error shape', () => {
    expect(
      problems('GET', '/api/auth/me', 401, {
        message: 'Authentication token not found. Please log in again.',
        code: 'UNAUTHENTICATED',
      }),
    ).toEqual([]);
    expect(problems('GET', '/api/no-such-route', 404, { message: 'No API route', code: 'NOT_FOUND' })).toEqual([]);
  });

  it('refuses a status the operation does not document', () => {
    expect(problems('POST', '/api/auth/login', 404, { message: 'x', code: 'NOT_FOUND' })).toEqual([
      expect.stringMatching(/^POST \/api\/auth\/login → 404: status not documented/),
    ]);
    expect(problems('GET', '/api/no-such-route', 200, { ok: true })).toContain(
      'GET /api/no-such-route: 200 for an undocumented operation',
    );
  });

  it('refuses a body field the schema does not list, and a missing one', () => {
    const answer = { count: 2, secret: 'leak' };
    expect(problems('GET', '/api/notifications/unread-count', 200, answer)).toEqual([
      expect.stringContaining('must NOT have additional properties "secret"'),
    ]);
    expect(problems('GET', '/api/notifications/unread-count', 200, {})).toEqual([
      expect.stringContaining("must have required property 'count'"),
    ]);
    expect(problems('GET', '/api/notifications/unread-count', 200, { count: 2 })).toEqual([]);
  });

  it('refuses a header the response does not declare, but not the ones every answer carries', () => {
    const headers = { ...json, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };
    expect(problems('GET', '/api/notifications/unread-count', 200, { count: 1 }, headers)).toEqual([]);
    expect(
      problems('GET', '/api/notifications/unread-count', 200, { count: 1 }, { ...headers, 'x-next-cursor': 'abc' }),
    ).toEqual([expect.stringContaining('header x-next-cursor is not declared')]);
    expect(problems('GET', '/api/transactions/user', 200, [], { ...headers, 'x-next-cursor': 'abc' })).toEqual([]);
  });

  it('refuses a content type the operation does not answer', () => {
    expect(
      problems('GET', '/api/notifications/unread-count', 200, 'count=1', { 'content-type': 'text/plain' }),
    ).toEqual([expect.stringContaining('content type "text/plain" not documented')]);
  });

  it('refuses timestamps that are not UTC milliseconds (admin views once answered microseconds)', () => {
    const body = (createdAt: string) => ({ message: 'ok', token: 't', user: { ...user, createdAt } });
    const found = problems('POST', '/api/auth/change-password', 200, body('2026-11-21T21:05:09.123456+00:00'));
    expect(found.join('\n')).toContain('not an ISO timestamp in UTC with milliseconds');
  });

  it('fails the request that received a nonconforming answer', async () => {
    const app = enforceDocument(
      { fetch: (_request: Request) => new Response(JSON.stringify({ count: 1, extra: true }), { headers: json }) },
      null,
    );
    await expect(app.fetch(new Request('http://localhost/api/notifications/unread-count'))).rejects.toThrow(
      /does not match the OpenAPI document/,
    );
    const fine = enforceDocument(
      { fetch: (_request: Request) => new Response(JSON.stringify({ count: 1 }), { headers: json }) },
      null,
    );
    await expect(fine.fetch(new Request('http://localhost/api/notifications/unread-count'))).resolves.toHaveProperty(
      'status',
      200,
    );
  });
});
