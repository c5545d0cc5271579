/**
 * What `zod/mini` resolves to in the client build (vite.config.ts resolve.alias), for the reason
 * zod-client.ts gives: jitless must be set before the first object schema is built, or zod probes
 * `new Function` under the CSP. The schemas the service worker shares (wallet-shape.ts,
 * notification-shape.ts, push-payload.ts) are written with zod/mini and may load before zod.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4/mini';
