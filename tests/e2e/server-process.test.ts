import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { call } from '../setup/http.ts';

let server: AppServer;

/** One kept-alive request on `socket`: the status line and headers of its answer. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const onData = (d: Buffer) => {
      got += d.toString('latin1');
      const head = got.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(got)?.[1] ?? -1);
      if (head >= 0 && length >= 0 && got.length >= head + 4 + length) {
        socket.off('data', onData);
        resolve(got.slice(0, head));
      }
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`the connection was closed before the answer to ${path}`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.stop();
});

describe('the server process', () => {
  it('serves the built PWA, its worker and manifest, and the SPA shell for client routes', async () => {
    const root = await call<string>(server.url, 'GET', '/');
    expect(root.status).toBe(200);
    expect(root.body).toContain('<div id="root"');
    const deep = await call<string>(server.url, 'GET', '/user/wallet-exchange');
    expect(deep.body).toContain('<div id="root"');
    expect((await call(server.url, 'GET', '/sw.js')).status).toBe(200);
    const manifest = await call<{ display: string }>(server.url, 'GET', '/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.body.display).toBe('standalone');
  });

  it('keeps an idle connection open longer than a proxy in front keeps its own, and closes it at once on a graceful stop', async () => {
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let closed = false;
    socket.once('close', () => (closed = true));
    // A proxy (Caddy here 30 s, nginx and cloud load balancers 60 s) reuses an idle connection; the app must outlast it.
    expect(await ask(socket, '/api/health/live')).toMatch(/^keep-alive: timeout=65$/im);
    // Node's default closes after 5 s idle: the proxy's next request then meets a closing socket (a 502).
    await new Promise((r) => setTimeout(r, 6_000));
    expect(closed).toBe(false);
    expect(await ask(socket, '/api/health/live')).toMatch(/^HTTP\/1\.1 200/);
    // The longer keep-alive must not hold up a stop: the idle connection is closed at once.
    const started = Date.now();
    await server.stop();
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(8_000);
    await server.start();
  }, 60_000);

  it('keeps data across a graceful restart and creates the first admin only once', async () => {
    const register = await call(server.url, 'POST', '/api/auth/register', {
      body: {
        email: 'restart@example.com',
        password: 'restart password',
        username: 'restarter',
        firstName: 'Re',
        lastName: 'Start',
        phone: '+1 555 0101',
        country: 'Canada',
      },
    });
    expect(register.status).toBe(201);
    await server.stop();
    await server.start();
    const login = await call(server.url, 'POST', '/api/auth/login', {
      body: { email: 'restarter', password: 'restart password' },
    });
    expect(login.status).toBe(200);
    const admin = await call(server.url, 'POST', '/api/auth/login', { body: E2E_ADMIN });
    expect(admin.status).toBe(200);
  });
});
