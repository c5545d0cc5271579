import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDrainer } from '../../server/lib/drain.ts';
import { keepAliveLoad, keepAliveRequest } from '../factories/keep-alive-load.ts';
import { Agent } from 'node:http';

/** The drain mechanism itself, on a plain HTTP server whose handler takes as long as the test says. */
let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

const listen = async (handlerMs: number) => {
  const arrived = { count: 0 };
  const s = createServer((_req, res) => {
    arrived.count += 1;
    setTimeout(() => res.end('ok'), handlerMs);
  });
  server = s;
  const drainer = createDrainer(s);
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  return { drainer, arrived, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
};

describe('draining an HTTP server with keep-alive clients', () => {
  it('answers the request in flight with Connection: close, then refuses new connections', async () => {
    const { drainer, arrived, url } = await listen(300);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const warm = await keepAliveRequest(agent, url, { method: 'GET', path: '/', token: 't' });
    expect(warm).toMatchObject({ status: 200, connectionClose: false });
    const inFlight = keepAliveRequest(agent, url, { method: 'GET', path: '/', token: 't' });
    // In flight: the handler has it (and answers 300 ms later).
    await expect.poll(() => arrived.count, { timeout: 10_000, interval: 5 }).toBe(2);
    const drained = drainer.drain(5_000);
    expect(await inFlight).toMatchObject({ status: 200, connectionClose: true });
    expect(await drained).toEqual({ forced: 0 });
    const after = await keepAliveRequest(agent, url, { method: 'GET', path: '/', token: 't' });
    expect(after.error).toBe('ECONNREFUSED');
    agent.destroy();
  });

  it('ends busy keep-alive clients quickly instead of serving them on', async () => {
    const { drainer, url } = await listen(2);
    let started = 0;
    let drained: Promise<{ forced: number; at: number }> | undefined;
    const results = await keepAliveLoad(
      url,
      8,
      () => ({ method: 'GET', path: '/', token: 't' }),
      (done) => {
        if (!started && done.length >= 100) {
          started = Date.now();
          drained = drainer.drain(5_000).then((r) => ({ ...r, at: Date.now() }));
        }
        return false;
      },
      10_000,
    );
    expect(drained, 'the drain started').toBeDefined();
    // Resolved with nothing forced: every busy client was closed before the 5 s limit had to cut it.
    const end = await drained;
    expect(end?.forced).toBe(0);
    expect((end?.at ?? Number.POSITIVE_INFINITY) - started).toBeLessThan(5_000);
    const afterDrain = results.filter((r) => r.at >= started && r.status === 200);
    expect(afterDrain.length).toBeLessThanOrEqual(16);
    expect(afterDrain.every((r) => r.connectionClose)).toBe(true);
  });

  it('cuts what is still running at the limit and says how many', async () => {
    const { drainer, arrived, url } = await listen(5_000);
    const agent = new Agent({ keepAlive: true });
    const slow = keepAliveRequest(agent, url, { method: 'GET', path: '/', token: 't' });
    await expect.poll(() => arrived.count, { timeout: 10_000, interval: 5 }).toBe(1);
    expect(await drainer.drain(200)).toEqual({ forced: 1 });
    expect((await slow).status).toBeUndefined();
    agent.destroy();
  });
});
