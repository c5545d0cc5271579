import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { call } from '../setup/http.ts';
import { freePort } from '../setup/ports.ts';
import { ServerProcess, type ServerProcessOptions } from '../setup/server-process.ts';

/** The Caddy binary from Debian's package (.ci/run installs it), or undefined. */
export function caddyBinary(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v caddy'], { encoding: 'utf8' }).stdout.trim();
  return found && existsSync(found) ? found : undefined;
}

/**
 * One app replica as production runs it: `node server/index.ts` on the pinned Node 24 (type
 * stripping, no tsx), serving the built client, ready once /api/health/ready answers 200.
 */
export async function startReplica(name: string, options: ServerProcessOptions): Promise<ServerProcess> {
  const replica = new ServerProcess({
    ...options,
    name,
    runtime: 'node',
    port: await freePort(),
    client: 'built',
    health: '/api/health/ready',
  });
  await replica.start();
  return replica;
}

export type Caddy = { url: string; log: () => string; stop: () => Promise<void> };

/** Caddy running the shipped deploy/Caddyfile, on plain HTTP at 127.0.0.1:<port>, in front of `upstreams`. */
export async function startCaddy(upstreams: ServerProcess[], port: number): Promise<Caddy> {
  const home = mkdtempSync(join(tmpdir(), 'lb-caddy-'));
  const proc = spawn(
    caddyBinary() ?? 'caddy',
    ['run', '--config', resolve('deploy/Caddyfile'), '--adapter', 'caddyfile'],
    {
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
    },
  );
  let log = '';
  const keep = (d: Buffer) => (log = (log + d.toString()).slice(-20_000));
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while ((await call(url, 'GET', '/api/health/live')).status !== 200) {
    if (exited(proc)) throw new Error(`caddy exited early (${proc.exitCode ?? proc.signalCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`caddy was not ready in 20 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    log: () => log,
    stop: async () => {
      if (exited(proc)) return;
      const gone = new Promise<void>((done) => proc.once('exit', () => done()));
      proc.kill('SIGTERM');
      const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(force);
    },
  };
}

const exited = (proc: ChildProcess) => proc.exitCode !== null || proc.signalCode !== null;
