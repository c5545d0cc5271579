import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RpcSwitch = { url: string; mode: 'up' | 'down' | 'rate-limited'; close: () => Promise<void> };

/**
 * An HTTP relay in front of the chain node that a test can take down (connection reset) or
 * rate-limit (429), as a provider's outage or quota would, while the chain itself goes on.
 */
export async function startRpcSwitch(target: string): Promise<RpcSwitch> {
  const upstream = new URL(target);
  const state: RpcSwitch = { url: '', mode: 'up', close: async () => undefined };
  const server = createServer((req, res) => {
    if (state.mode === 'down') return req.socket.destroy();
    if (state.mode === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'application/json' });
      return res.end('{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"rate limited"}}');
    }
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
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return state;
}
