import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** The PostgreSQL server binaries Debian installs (postgresql-NN), if any. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version ? join(root, version, 'bin') : undefined;
  return bin && existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')) ? bin : undefined;
}

/** PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` account. */
const asPostgres = (cmd: string, args: string[]) =>
  (userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]) as [string, string[]];

/**
 * A PostgreSQL cluster of the test's own (trust auth, loopback, its own port), so a test can stop,
 * restart and kill the database server without touching the machine's shared one.
 */
export class PrivatePostgres {
  readonly dir: string;
  constructor(
    readonly bin: string,
    readonly port: number,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), 'ops-pg-'));
    chmodSync(this.dir, 0o700);
    if (userInfo().uid === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(this.dir, uid, gid);
    }
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(cmd: string, args: string[]): string {
    const [file, argv] = asPostgres(join(this.bin, cmd), args);
    return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  }

  init(): void {
    this.run('initdb', ['-D', join(this.dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
  }

  /** `fast`: a clean restart's shutdown (sessions are ended); `immediate`: a crash. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
