import { request } from 'node:http';
import type { App } from '../../server/app.ts';

/**
 * The one HTTP client of the tests: the app in this process (`app.request`) or a running server's
 * base URL ("http://127.0.0.1:port") over real HTTP, JSON in and out.
 */
export type Target = App | string;

/** `error`: over real HTTP, why no answer came (refused, reset, aborted); the status is then 0. */
export type ApiResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers; error?: unknown };

export type CallOptions = {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (content-type JSON unless `headers` says otherwise). */
  raw?: string;
  form?: FormData;
  /** The Idempotency-Key header. */
  key?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Real HTTP from this loopback source address (127.0.0.2...), as a distinct client behind a proxy; no keep-alive. */
  from?: string;
};

/** One request; never throws for an HTTP status. Non-JSON answers (index.html) stay as text, an empty one is null. */
export async function call<T = Record<string, unknown>>(
  target: Target,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<ApiResponse<T>> {
  if (typeof target !== 'string') return answer<T>(await callRaw(target, method, path, opts));
  try {
    return await answer<T>(await callRaw(target, method, path, opts));
  } catch (error) {
    return { status: 0, body: null as T, headers: new Headers(), error };
  }
}

/** The raw Response (files, CSV, streams), same options as `call`; over real HTTP a network failure throws. */
export async function callRaw(target: Target, method: string, path: string, opts: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  let body: string | FormData | undefined = opts.form;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (typeof body === 'string') headers['content-type'] ??= 'application/json';
  const init = { method, headers, body, signal: opts.signal };
  if (typeof target !== 'string') return target.request(path, init);
  return opts.from ? fromAddress(`${target}${path}`, init, opts.from) : fetch(`${target}${path}`, init);
}

/** `call` for set-up steps: anything but `expected` (any 2xx when unset) throws with the answer. */
export async function callOk<T = Record<string, unknown>>(
  target: Target,
  method: string,
  path: string,
  opts: CallOptions = {},
  expected?: number,
): Promise<T> {
  const res = await call<T>(target, method, path, opts);
  const ok = expected === undefined ? res.status >= 200 && res.status < 300 : res.status === expected;
  if (!ok)
    throw new Error(`${method} ${path}: ${res.status} ${res.error ? String(res.error) : JSON.stringify(res.body)}`);
  return res.body;
}

/** POSTs JSON (setting up data for a test); anything but 2xx throws with the answer. */
export function postJson<T>(target: Target, path: string, body: unknown, token?: string): Promise<T> {
  return callOk<T>(target, 'POST', path, { body, token });
}

async function answer<T>(res: Response): Promise<ApiResponse<T>> {
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (the SPA's index.html, a proxy's error page): kept as text.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** fetch() cannot choose its source address; node:http can (a fresh connection per request). */
async function fromAddress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | FormData },
  localAddress: string,
): Promise<Response> {
  const encoded = new Request(url, { method: init.method, headers: init.headers, body: init.body });
  const headers = Object.fromEntries(encoded.headers);
  const payload = init.body === undefined ? undefined : Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers, localAddress, agent: false, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const v of [value ?? []].flat()) out.append(name, v);
        const status = res.statusCode ?? 0;
        resolve(
          new Response([101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: out }),
        );
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}
