/**
 * The benchmarked server (loaded by bench/server-entry.ts): the real app (same bootstrap as
 * `npm start`, jobs off) plus, on a second port in the same process, a bare Hono route answering a
 * constant JSON body (the reads reference). Seeds funded users when asked and prints one READY line
 * with the ports and whether the server's Node flags are on.
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../server/app.ts';
import { prepare } from '../server/bootstrap.ts';
import { loadEnv } from '../server/env.ts';
import { createLogger } from '../server/lib/logger.ts';
import { releaseStartupMemory } from '../server/lib/startup-memory.ts';
import { seedFundedUsers } from './lib/seed-users.ts';

const listen = (fetch: (req: Request) => Response | Promise<Response>): Promise<number> =>
  new Promise((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve((s.address() as AddressInfo).port));
  });

const env = loadEnv();
const { deps } = await prepare(env, createLogger(true));
const seedCount = Number(process.env.BENCH_SEED_USERS ?? 0);
if (seedCount > 0 && process.env.BENCH_SEED_OUT) {
  const users = await seedFundedUsers(deps.db, {
    count: seedCount,
    balanceCents: Number(process.env.BENCH_SEED_BALANCE_CENTS ?? 100_000_000),
    prefix: 'bu',
    jwtSecret: env.jwtSecret,
    ttlSeconds: env.jwtTtlSeconds,
  });
  writeFileSync(process.env.BENCH_SEED_OUT, JSON.stringify(users));
}
const port = await listen(createApp(deps).fetch);
const constant = { status: 'ok', items: [{ id: 1, name: 'Main Wallet', balance: 100 }] };
const barePort = await listen(new Hono().get('/constant', (c) => c.json(constant)).fetch);
// As server/main.ts does once the server is up (BENCH_SERVER_FLAGS=0 compares without it).
if (process.env.BENCH_SERVER_FLAGS !== '0') releaseStartupMemory();
// The V8 flags it runs with (server/lib/node-flags.ts), printed beside its figures.
const serverFlags = process.execArgv.filter(
  (arg) => arg.startsWith('--') && arg !== '--import' && !arg.startsWith('--import='),
);
process.stdout.write(`BENCH_READY ${JSON.stringify({ port, barePort, serverFlags })}\n`);
// A normal exit, so --cpu-prof (BENCH_PROFILE) can write its profile.
process.on('SIGTERM', () => process.exit(0));
