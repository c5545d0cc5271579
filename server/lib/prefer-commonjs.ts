import * as nodeModule from 'node:module';

/**
 * Packages whose CommonJS build the server loads instead of their ES modules. Node 24 reads a
 * module's package.json again for every ES module file it loads, and copies its whole `exports`
 * map each time: drizzle-orm has 448 files and a 179 KB package.json, so loading it as ES modules
 * allocated about 180 MB (large strings, freed only by a full collection) and took 2.6 s, against
 * 19 MB and 0.2 s for the same code through require() (docs/performance-history.md).
 */
const PACKAGES = ['drizzle-orm'];
const REQUIRE_CONDITIONS = ['require', 'node', 'module-sync', 'default'];

const listed = (specifier: string) => PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`));

/**
 * Resolves every import of those packages to their CommonJS files, so the whole process shares one
 * copy (drizzle checks classes by identity). Must run before the first import of them.
 */
export function preferCommonJs(): void {
  // module.registerHooks exists from Node 22.15 / 23.5; older versions load the ES modules as before.
  const register = (nodeModule as { registerHooks?: typeof nodeModule.registerHooks }).registerHooks;
  register?.({
    resolve: (specifier, context, nextResolve) =>
      listed(specifier)
        ? nextResolve(specifier, { ...context, conditions: REQUIRE_CONDITIONS })
        : nextResolve(specifier, context),
  });
}
