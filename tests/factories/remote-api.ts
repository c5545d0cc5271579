import { randomBytes, randomUUID } from 'node:crypto';
import type { App } from '../../server/app.ts';
import { ADMIN } from '../setup/test-app.ts';

export type Remote = { status: number; body: Record<string, unknown>; headers: Headers };
export type RemoteOptions = { token?: string; body?: unknown; key?: string };

/** One JSON request to a server process over real HTTP. */
export async function remote(baseUrl: string, method: string, path: string, opts: RemoteOptions = {}): Promise<Remote> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['idempotency-key'] = opts.key;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}

async function expectOk(res: Promise<Remote>, what: string, status = 200): Promise<Record<string, unknown>> {
  const r = await res;
  if (r.status !== status) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function remoteAdminToken(baseUrl: string): Promise<string> {
  const body = await expectOk(remote(baseUrl, 'POST', '/api/auth/login', { body: ADMIN }), 'admin login');
  return String(body.token);
}

export type RemoteUser = { id: string; token: string; email: string; main: string; profit: string };

/** Registers an investor, optionally credits Main through the admin balance route, and reads the wallet ids. */
export async function remoteUser(baseUrl: string, adminToken: string, mainAmount = 0): Promise<RemoteUser> {
  const tag = randomBytes(4).toString('hex');
  const email = `ops${tag}@example.com`;
  const reg = await expectOk(
    remote(baseUrl, 'POST', '/api/auth/register', {
      body: { email, password: 'correct horse battery', username: `ops${tag}`, firstName: 'Op', lastName: 'Erator', phone: '+44 20 7946 0000', country: 'United Kingdom' },
    }),
    'register',
    201,
  );
  const token = String(reg.token);
  const id = String((reg.user as { id: string }).id);
  if (mainAmount > 0) {
    await expectOk(
      remote(baseUrl, 'POST', `/api/admin/users/${id}/balance`, {
        token: adminToken,
        key: randomUUID(),
        body: { wallet_type: 'main', amount: mainAmount, type: 'add', reason: 'ops test funding' },
      }),
      'credit',
    );
  }
  const wallets = await remote(baseUrl, 'GET', '/api/wallet/wallets', { token });
  const list = wallets.body as unknown as { id: string; type: string }[];
  const main = list.find((w) => w.type === 'main')?.id ?? '';
  const profit = list.find((w) => w.type === 'profit')?.id ?? '';
  return { id, token, email, main, profit };
}

/** A running server process seen as an App, so the factories that call `app.request` work over real HTTP. */
export function remoteApp(baseUrl: string): App {
  return { request: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init) } as unknown as App;
}
