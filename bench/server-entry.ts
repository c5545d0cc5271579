// The benchmarked server's entry, loaded like server/index.ts: module hooks first, then the server.
import { preferCommonJs } from '../server/lib/prefer-commonjs.ts';

preferCommonJs();
await import('./server-main.ts');
