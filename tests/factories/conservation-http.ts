import type { ServerProcess } from './conservation-cluster.ts';

export type Reply = { status: number; body: Record<string, unknown>; kind: string };
export type RequestOptions = { token: string; body?: unknown; form?: FormData; key?: string; abortAfterMs?: number };

/** What went wrong, by kind, for the figures: HTTP status and code, or the network failure. */
function failureKind(err: unknown): string {
  const cause = (err as { cause?: { code?: string } }).cause?.code;
  if ((err as Error).name === 'AbortError') return 'dropped by client (abort)';
  if (cause === 'ECONNREFUSED') return 'connection refused (server down)';
  if (cause === 'ECONNRESET' || cause === 'UND_ERR_SOCKET' || /other side closed|socket/i.test(String(err))) return 'connection reset (server killed)';
  return `network: ${cause ?? (err as Error).message}`;
}

/** One HTTP request to one server process; never throws: a failure is a Reply with status 0 and its kind. */
export async function send(server: ServerProcess, method: string, path: string, opts: RequestOptions): Promise<Reply> {
  if (!server.up) return { status: 0, body: {}, kind: 'connection refused (server down)' };
  const headers: Record<string, string> = { authorization: `Bearer ${opts.token}` };
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  let body: string | FormData | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const controller = new AbortController();
  // Dropped mid-request: the request has been sent, the answer is never read.
  const timer = opts.abortAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), opts.abortAfterMs);
  try {
    const res = await fetch(`${server.url}${path}`, { method, headers, body, signal: controller.signal });
    const parsed = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const code = typeof parsed.code === 'string' ? ` ${parsed.code}` : '';
    return { status: res.status, body: parsed, kind: res.ok ? 'ok' : `${res.status}${code}` };
  } catch (err) {
    return { status: 0, body: {}, kind: failureKind(err) };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
