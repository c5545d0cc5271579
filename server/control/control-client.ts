import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { DataDirLockedError, isDataDirLocked, lockHolder } from '../db/data-dir-lock.ts';
import type { Env } from '../env.ts';
import { CONTROL_SOCKET } from './control-server.ts';
import { SERVER_ROLE } from '../lib/server-role.ts';

export type ControlAnswer = { status: number; body: Buffer };

/** The running server's control socket in `dataDir`, when there is one. */
export function controlSocketOf(dataDir: string): string | undefined {
  const path = join(dataDir, CONTROL_SOCKET);
  return existsSync(path) ? path : undefined;
}

/** One request to the running server's control socket; the whole answer is read into memory. */
export function controlRequest(
  socketPath: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, method, path, headers: body === undefined ? {} : { 'content-type': 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Parses a JSON answer; a non-2xx answer becomes an Error with the server's message. */
export function controlJson<T>(answer: ControlAnswer): T {
  const parsed = JSON.parse(answer.body.toString('utf8')) as T & { error?: string };
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(parsed.error ?? `control request failed (${answer.status})`);
  return parsed;
}

/**
 * Where a command that needs the database runs: PostgreSQL is shared, so always here; an embedded
 * folder owned by a running server is reached through its control socket (only one process may
 * open PGlite); a free folder is opened here (and locked while the command runs).
 */
export function viaServer(env: Env): string | undefined {
  if (env.databaseUrl || !isDataDirLocked(env.dataDir)) return undefined;
  const holder = lockHolder(env.dataDir);
  const socket = controlSocketOf(env.dataDir);
  // Another CLI command (not a server) holds the folder: it has no control socket to go through.
  // (With data-dir.lock deleted the holder is unknown; a control socket then still means the server.)
  if (!socket || (holder && holder.role !== SERVER_ROLE)) throw new DataDirLockedError(env.dataDir, holder);
  return socket;
}
