import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingProxy = {
  url: string;
  /** Requests seen per "METHOD /path" (no query string) since the last reset. */
  count: (method: string, path: string) => number;
  reset: () => void;
  /** No request open and none started for `ms`: the pages and the worker have settled. */
  quietFor: (ms: number) => boolean;
  close: () => Promise<void>;
};

/** An HTTP proxy in front of the app server that counts what reaches the server, from pages and workers alike. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const counts = new Map<string, number>();
  let open = 0;
  let lastStart = Date.now();
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const key = `${req.method ?? 'GET'} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    open += 1;
    lastStart = Date.now();
    res.once('close', () => (open -= 1));
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: (method, path) => counts.get(`${method} ${path}`) ?? 0,
    reset: () => counts.clear(),
    quietFor: (ms) => open === 0 && Date.now() - lastStart >= ms,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
