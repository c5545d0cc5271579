import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CountingProxy = {
  url: string;
  /** Requests seen per "METHOD /path" (no query string) since the last reset. */
  count: (method: string, path: string) => number;
  reset: () => void;
  close: () => Promise<void>;
};

/** An HTTP proxy in front of the app server that counts what reaches the server, from pages and workers alike. */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const counts = new Map<string, number>();
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const key = `${req.method ?? 'GET'} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
