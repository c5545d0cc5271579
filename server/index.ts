// The server's entry (`npm start`, `npm run start:prod`, the image): module loading is set up
// first, then the server itself (server/main.ts) is imported, so the hook sees every import.
import { preferCommonJs } from './lib/prefer-commonjs.ts';

preferCommonJs();
await import('./main.ts');
