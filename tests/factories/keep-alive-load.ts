import { Agent, request } from 'node:http';

export type LoadResult = {
  at: number;
  /** When the answer (or the failure) came. */
  doneAt: number;
  method: string;
  key: string | undefined;
  /** HTTP status, or undefined when the request failed at the connection (no answer). */
  status: number | undefined;
  connectionClose: boolean;
  error: string | undefined;
};

export type LoadRequest = { method: 'GET' | 'POST'; path: string; token: string; body?: unknown; key?: string };

/** One request over the shared keep-alive agent; never throws (a connection failure is a result). */
export function keepAliveRequest(agent: Agent, baseUrl: string, r: LoadRequest): Promise<LoadResult> {
  const url = new URL(r.path, baseUrl);
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  const headers: Record<string, string> = { authorization: `Bearer ${r.token}` };
  if (payload) headers['content-type'] = 'application/json';
  if (r.key) headers['idempotency-key'] = r.key;
  const at = Date.now();
  return new Promise((resolve) => {
    const req = request(
      { agent, host: url.hostname, port: url.port, path: url.pathname, method: r.method, headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            at,
            doneAt: Date.now(),
            method: r.method,
            key: r.key,
            status: res.statusCode,
            connectionClose: res.headers.connection === 'close',
            error: undefined,
          }),
        );
        res.on('error', (e) =>
          resolve({
            at,
            doneAt: Date.now(),
            method: r.method,
            key: r.key,
            status: undefined,
            connectionClose: false,
            error: e.message,
          }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({
        at,
        doneAt: Date.now(),
        method: r.method,
        key: r.key,
        status: undefined,
        connectionClose: false,
        error: e.code ?? e.message,
      }),
    );
    req.end(payload);
  });
}

/**
 * `clients` loops, each sending `next()` back to back over one keep-alive agent until `stop()`
 * says so or `limitMs` passes; every result is kept. Bounded in time and aimed at loopback only.
 */
export async function keepAliveLoad(
  baseUrl: string,
  clients: number,
  next: (client: number, n: number) => LoadRequest,
  stop: (results: LoadResult[]) => boolean,
  limitMs: number,
): Promise<LoadResult[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const results: LoadResult[] = [];
  const deadline = Date.now() + limitMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; Date.now() < deadline && !stop(results); n += 1) {
        const result = await keepAliveRequest(agent, baseUrl, next(client, n));
        results.push(result);
        // A refused connection means the server stopped listening: this client is done.
        if (result.error === 'ECONNREFUSED') return;
      }
    }),
  );
  agent.destroy();
  return results;
}
