/**
 * The architecture rules of docs/architecture.md, checked by `npm run lint` (dependency-cruiser).
 * A rule broken here is a design change: change docs/architecture.md and a decision record first.
 */

/**
 * The files of a server module that other modules may import besides its services (`*.service.ts`).
 * Each is a deliberate entry point; a module's repo (`*.repo.ts`) is never one, so another module's
 * tables are read and written only through that module's service.
 */
const PUBLIC_MODULE_FILES = [
  // The ledger is the money kernel below every money module and has no service of its own: posting
  // (post, bulk, status), system accounts, wallet locks, charges and the transaction view are how
  // money moves and is shown. Its keyset cursor and uuid check (cursor, lookup) are used by every
  // paged read. Its verification (run by the CLI and the control server) stays inside.
  'ledger/ledger\\.(accounts|bulk|charge|cursor|lock|lookup|post|status|view)\\.ts',
  // Whichever module has news for a user tells them inside its own transaction: an in-app
  // notification, or a mail queued in the outbox and named by its template and category.
  'notifications/notify\\.ts',
  'mail/mail\\.(outbox|templates|categories)\\.ts',
  // An administrator's wording of a mail or notice, per language, is read wherever a mail or notice
  // is written (in the writer's transaction); the template editor previews the mail and notice
  // wording and rendering it overrides.
  'message-templates/template-overrides\\.repo\\.ts',
  'mail/mail\\.(wording|render|samples)\\.ts',
  'notifications/notice-texts\\.ts',
  // Idempotency is cross-cutting: the middleware wraps money routes, and a service that answers
  // inside its own transaction stores the answer there (answer, complete).
  'idempotency/idempotency\\.(middleware|answer|complete)\\.ts',
  // Four-eyes approval: a module whose action needs a second admin asks through this one file.
  'approvals/approvals\\.request\\.ts',
  // Card and on-chain payments are deposit rails: they show a deposit and credit it exactly as
  // an admin's approval does, so there is one deposit view and one credit.
  'deposits/(deposits\\.view|deposit-credit)\\.ts',
  // The credits an admin decides on a rail (an on-chain payment held for review, a card payment of
  // another amount) are performed by these files when a second admin approves them.
  'onchain/onchain-credit\\.ts',
  'card-payments/card-mismatch\\.ts',
  // An EVM deposit method's chain settings are checked and saved with the method by the
  // deposit-method admin, inside its transaction.
  'onchain/onchain-settings\\.ts',
  // The money policy keeps no state: its rules are what transfers and withdrawals consult before
  // money leaves, what every admin-decided credit passes before money enters (money-entering), and
  // what a second admin's approval runs (admin-credit-approval); the cooling-off after a security
  // change is one of them.
  'money-policy/(money-policy|money-entering|admin-credit-approval|send-rule)\\.ts',
  'security-holds/(cooling-off|account-change)\\.ts',
  // The second factor is one check over two modules: a passkey or a TOTP or recovery code,
  // asked for by sign-in, step-up and the money policy.
  'passkeys/passkeys\\.second-factor\\.ts',
  'two-factor/two-factor\\.(check|recovery)\\.ts',
];

const MODULE_ENTRY = `\\.service\\.ts$|^server/modules/(${PUBLIC_MODULE_FILES.join('|')})$`;

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
    {
      name: 'server-routes-call-services',
      severity: 'error',
      comment: 'A route handler validates, calls its module service and shapes the answer; SQL stays behind the service, so one rule about data lives in one place.',
      from: { path: '^server/modules/[^/]+/[^/]*routes\\.ts$' },
      to: { path: '\\.repo\\.ts$' },
    },
    {
      name: 'server-modules-meet-through-services',
      severity: 'error',
      comment: 'A module reaches another module only through its service or a file named in PUBLIC_MODULE_FILES, so a module can change its tables and internals without breaking another.',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', MODULE_ENTRY] },
    },
    {
      name: 'server-jobs-call-services',
      severity: 'error',
      comment: 'Scheduled jobs are entry points like routes: they run a module\'s service or scheduled work, never the SQL of a repo.',
      from: { path: '^server/jobs/' },
      to: { path: '^server/modules/[^/]+/[^/]+\\.repo\\.ts$' },
    },
    {
      name: 'server-lib-imports-no-module',
      severity: 'error',
      comment: 'server/lib holds what has no module (errors, logging, auth middleware, storage); it sits below the modules and never imports one.',
      from: { path: '^server/lib/' },
      to: { path: '^server/modules/' },
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
