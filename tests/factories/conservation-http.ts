import { call } from '../setup/http.ts';
import type { ServerProcess } from '../setup/server-process.ts';

export type Reply = { status: number; body: Record<string, unknown>; kind: string };
export type RequestOptions = { token: string; body?: unknown; form?: FormData; key?: string; abortAfterMs?: number };

/** What went wrong, by kind, for the figures: HTTP status and code, or the network failure. */
function failureKind(err: unknown): string {
  const cause = (err as { cause?: { code?: string } }).cause?.code;
  if ((err as Error).name === 'AbortError') return 'dropped by client (abort)';
  if (cause === 'ECONNREFUSED') return 'connection refused (server down)';
  if (cause === 'ECONNRESET' || cause === 'UND_ERR_SOCKET' || /other side closed|socket/i.test(String(err)))
    return 'connection reset (server killed)';
  return `network: ${cause ?? (err as Error).message}`;
}

/** One request to one server process (tests/setup/http.ts); never throws: a failure is a Reply with status 0 and its kind. */
export async function send(server: ServerProcess, method: string, path: string, opts: RequestOptions): Promise<Reply> {
  if (!server.up) return { status: 0, body: {}, kind: 'connection refused (server down)' };
  // Dropped mid-request: the request has been sent, the answer is never read.
  const controller = new AbortController();
  const timer = opts.abortAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), opts.abortAfterMs);
  const res = await call(server.url, method, path, {
    token: opts.token,
    body: opts.body,
    form: opts.form,
    key: opts.key,
    signal: controller.signal,
  });
  clearTimeout(timer);
  if (res.status === 0) return { status: 0, body: {}, kind: failureKind(res.error) };
  const body = typeof res.body === 'object' && res.body !== null ? res.body : {};
  const code = typeof body.code === 'string' ? ` ${body.code}` : '';
  return { status: res.status, body, kind: res.status >= 200 && res.status < 300 ? 'ok' : `${res.status}${code}` };
}

/** The client's back-off between retries (the behaviour of a real client, not a wait for a condition). */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
