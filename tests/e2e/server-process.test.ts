import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, E2E_ADMIN, type AppServer } from '../setup/app-server.ts';

let server: AppServer;
beforeAll(async () => {
  server = await startAppServer();
});
afterAll(async () => {
  await server.stop();
});

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the server process', () => {
  it('serves the built PWA, its worker and manifest, and the SPA shell for client routes', async () => {
    const root = await fetch(`${server.url}/`);
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('<div id="root"');
    const deep = await fetch(`${server.url}/user/wallet-exchange`);
    expect(await deep.text()).toContain('<div id="root"');
    expect((await fetch(`${server.url}/sw.js`)).status).toBe(200);
    const manifest = await fetch(`${server.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(((await manifest.json()) as { display: string }).display).toBe('standalone');
  });

  it('keeps data across a graceful restart and creates the first admin only once', async () => {
    const register = await fetch(`${server.url}/api/auth/register`, json({
      email: 'restart@example.com', password: 'restart password', username: 'restarter',
      firstName: 'Re', lastName: 'Start', phone: '+1 555 0101', country: 'Canada',
    }));
    expect(register.status).toBe(201);
    await server.stop();
    await server.start();
    const login = await fetch(`${server.url}/api/auth/login`, json({ email: 'restarter', password: 'restart password' }));
    expect(login.status).toBe(200);
    const admin = await fetch(`${server.url}/api/auth/login`, json(E2E_ADMIN));
    expect(admin.status).toBe(200);
  });
});
