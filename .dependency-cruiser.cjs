/**
 * The architecture rules of docs/architecture.md, checked by `npm run lint` (dependency-cruiser).
 * A rule broken here is a design change: change docs/architecture.md and a decision record first.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file may import itself through others: circles hide initialisation-order bugs and break code splitting.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-stay-apart',
      severity: 'error',
      comment: 'A feature never imports another feature; shared code moves to src/components, src/lib or src/contract.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'server-takes-only-the-contract',
      severity: 'error',
      comment: 'The server shares only src/contract with the client (schemas, codes, money parsing).',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/contract/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      comment: 'The client and the service worker talk to the server over HTTP only.',
      from: { path: '^(src|sw)/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-is-plain',
      severity: 'error',
      comment: 'src/contract runs in the browser, the service worker and Node: no React, DOM helpers, Node built-ins or app code.',
      from: { path: '^src/contract/' },
      to: {
        path: ['^src/(?!contract/)', '^server/', '^sw/', 'node_modules/(react|react-dom|@tanstack|zustand|ky|idb-keyval)/'],
      },
    },
    {
      name: 'contract-has-no-node-builtins',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-client-code-above-features',
      severity: 'error',
      comment: 'src/components and src/lib are below the features: they never import a feature.',
      from: { path: '^src/(components|lib)/' },
      to: { path: '^src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
