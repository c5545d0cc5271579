/**
 * What `zod` resolves to in the client build (vite.config.ts resolve.alias). zod probes
 * `new Function` when it builds its first object schema, to decide whether to compile parsers;
 * under the app's CSP (script-src 'self') the swallowed probe is still a reported violation
 * (Lighthouse best practices). jitless skips the probe, and it must be set before any schema is
 * built, which an alias guarantees: every module importing zod is evaluated after this one.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
