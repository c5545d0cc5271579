// The server's entry (`npm start`, `npm run start:prod`, the image, systemd, the test launchers).
// It replaces its own process image (same pid) with `node <the server's flags> server/boot.mjs`
// (lib/node-flags.ts): the flags reach V8 only on the command line, and the new image has never
// loaded Node's TypeScript stripper that running this file needed. boot.mjs then sets up module
// loading and imports the server (server/main.ts). Where it cannot re-execute, it runs boot.mjs here.
import { relaunchWithServerFlags } from './lib/node-flags.ts';

const boot = new URL('./boot.mjs', import.meta.url);
relaunchWithServerFlags(boot);
await import(boot.href);
