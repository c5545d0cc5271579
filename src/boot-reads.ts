/**
 * main.tsx imports this module first, so its body runs before React, the router and the stores
 * are evaluated: the IndexedDB reads of the cached stores start during that work, not after it.
 * Tests import the stores without it and read IndexedDB as usual.
 */
import { startEarlyReads } from './lib/early-reads.ts';
import { adoptSupportViewHandoff, isSupportTab } from './lib/support-tab.ts';

performance.mark('boot:script');
// A support-view tab keeps its token to itself and never reads the device's stores (lib/support-tab.ts).
adoptSupportViewHandoff();
if (!isSupportTab()) startEarlyReads();
