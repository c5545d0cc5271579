import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return nextResolve(specifier, { ...context, conditions: ['require', 'node', 'default', 'module-sync'] });
    return nextResolve(specifier, context);
  },
});
const mb = () => `${(process.memoryUsage().rss / 1048576).toFixed(0)} MB rss, heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)}`;
const t0 = Date.now();
const { createApp } = await import('./server/app.ts');
console.log('app imported', Date.now() - t0, 'ms', mb());
const { prepare } = await import('./server/bootstrap.ts');
const { loadEnv } = await import('./server/env.ts');
const { deps } = await prepare(loadEnv());
createApp(deps, {});
console.log('prepared', mb());
const r = await createApp(deps, {}).request('/api/health');
console.log('health', r.status, await r.text());
await new Promise((r) => setTimeout(r, 3000));
console.log('later', mb());
process.exit(0);
