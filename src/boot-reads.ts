/**
 * main.tsx imports this module first, so its body runs before React, the router and the stores
 * are evaluated: the IndexedDB reads of the cached stores start during that work, not after it.
 * Tests import the stores without it and read IndexedDB as usual.
 */
import { startEarlyReads } from './lib/early-reads.ts';

performance.mark('boot:script');
startEarlyReads();
