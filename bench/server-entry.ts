/**
 * The bench server's entry, set up as server/index.ts sets up the real one: first the server's Node
 * flags (a re-exec, same pid; BENCH_SERVER_FLAGS=0 leaves them off, to compare), then drizzle-orm's
 * CommonJS build, then the app itself (bench/server-app.ts). Without this the bench measured a
 * server that production never runs.
 */
import { relaunchWithServerFlags } from '../server/lib/node-flags.ts';
import { preferCommonJs } from '../server/lib/prefer-commonjs.ts';

if (process.env.BENCH_SERVER_FLAGS !== '0') relaunchWithServerFlags();
preferCommonJs();
await import('./server-app.ts');
