// The server process once server/index.ts has given it its Node flags (it re-executes into this
// file). JavaScript, so nothing here needs Node's TypeScript stripper: with a build's stripped
// copies (lib/stripped-sources.mjs) the whole server loads without it, ~30 MB less for its life.
import { registerHooks } from 'node:module';
import { useStrippedSources } from './lib/stripped-sources.mjs';

// The re-execution's marker (lib/node-flags.ts) is not handed down to the processes the server starts.
delete process.env.SERVER_RELAUNCHED;
useStrippedSources(registerHooks);
const { preferCommonJs } = await import('./lib/prefer-commonjs.ts');
preferCommonJs();
await import('./main.ts');
