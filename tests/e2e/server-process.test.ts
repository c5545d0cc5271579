import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';
import { call } from '../setup/http.ts';

let server: AppServer;
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

  it('keeps data across a graceful restart and creates the first admin only once', async () => {
    const register = await call(server.url, 'POST', '/api/auth/register', {
      body: { email: 'restart@example.com', password: 'restart password', username: 'restarter', firstName: 'Re', lastName: 'Start', phone: '+1 555 0101', country: 'Canada' },
    });
    expect(register.status).toBe(201);
    await server.stop();
    await server.start();
    const login = await call(server.url, 'POST', '/api/auth/login', { body: { email: 'restarter', password: 'restart password' } });
    expect(login.status).toBe(200);
    const admin = await call(server.url, 'POST', '/api/auth/login', { body: E2E_ADMIN });
    expect(admin.status).toBe(200);
  });
});
