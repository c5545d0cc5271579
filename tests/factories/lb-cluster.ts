import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The Caddy binary from Debian's package (.ci/run installs it), or undefined. */
export function caddyBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).stdout.trim();
  return found && existsSync(found) ? found : undefined;
}

/** Whether something accepts TCP connections on 127.0.0.1:port (PostgreSQL for this test). */
export function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = new Socket();
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.connect(port, '127.0.0.1', () => finish(true));
  });
}

import { freePort } from '../setup/ports.ts';

export { freePort };

export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Record<string, string | string[] | undefined> };

/**
 * One HTTP request through node:http, from the loopback address `from` (127.0.0.2, 127.0.0.3...):
 * each test client has its own source address, as clients on the internet do, and the proxy
 * writes that address into X-Forwarded-For. Network failures answer status 0.
 */
export function http<T = Record<string, unknown>>(
  url: string,
  opts: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer<T>> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { ...opts.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  return new Promise((done) => {
    const req = request(url, { method: opts.method ?? 'GET', headers, localAddress: opts.from ?? '127.0.0.1', agent: false, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => done({ status: 0, body: {} as T, headers: {} }));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          // Not JSON (the SPA shell, a proxy's error page): kept as text.
        }
        done({ status: res.statusCode ?? 0, body: body as T, headers: res.headers });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done({ status: 0, body: {} as T, headers: {} }));
    req.end(payload);
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, proc: ChildProcess, log: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`${what} exited early (${proc.exitCode ?? proc.signalCode}):\n${log()}`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} was not ready in ${ms} ms:\n${log()}`);
}

export type Proc = { name: string; url: string; port: number; log: () => string; kill: () => void; stop: () => Promise<void> };

function managed(name: string, url: string, port: number, proc: ChildProcess): Proc {
  let out = '';
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-20_000));
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return {
    name,
    url,
    port,
    log: () => out,
    kill: () => void proc.kill('SIGKILL'),
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((done) => proc.once('exit', () => done()));
      proc.kill('SIGTERM');
      const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/**
 * One app replica as production runs it: `node server/index.ts` on the pinned Node 24 (type
 * stripping, no tsx), ready once /api/health/ready answers 200.
 */
export async function startReplica(name: string, env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const node = resolve('node_modules/.bin/node');
  const proc = spawn(node, ['server/index.ts'], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), `lb-${name}-`)), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  const replica = managed(name, url, port, proc);
  await waitFor(name, async () => (await http(`${url}/api/health/ready`)).status === 200, proc, replica.log);
  return replica;
}

/** Caddy running the shipped deploy/Caddyfile, on plain HTTP at 127.0.0.1:<port>, in front of `upstreams`. */
export async function startCaddy(upstreams: Proc[], port: number): Promise<Proc> {
  const home = mkdtempSync(join(tmpdir(), 'lb-caddy-'));
  const proc = spawn(caddyBinary() ?? 'caddy', ['run', '--config', resolve('deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: home,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      DOMAIN: `http://127.0.0.1:${port}`,
      UPSTREAMS: upstreams.map((u) => `127.0.0.1:${u.port}`).join(' '),
      CADDY_ADMIN: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  const caddy = managed('caddy', url, port, proc);
  await waitFor('caddy', async () => (await http(`${url}/api/health/live`)).status === 200, proc, caddy.log, 20_000);
  return caddy;
}
