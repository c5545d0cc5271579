// The server's entry (`npm start`, `npm run start:prod`, the image): the process first takes the
// Node flags it runs with (lib/node-flags.ts; this replaces the process image, same pid), then module
// loading is set up, then the server itself (server/main.ts) is imported, so the hook sees every import.
import { relaunchWithServerFlags } from './lib/node-flags.ts';
import { preferCommonJs } from './lib/prefer-commonjs.ts';

relaunchWithServerFlags();
preferCommonJs();
await import('./main.ts');
