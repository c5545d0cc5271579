import type { App } from '../../server/app.ts';

export type ApiResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string };

/** One HTTP request through the app's fetch handler, JSON in and out. */
export async function call<T = Record<string, unknown>>(app: App, method: string, path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON answers (the SPA's index.html) stay as text.
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}
