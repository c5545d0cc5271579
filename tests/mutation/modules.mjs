// The protection and money modules under mutation testing: what is mutated, and the server test
// files that are run against each mutant (the files that exercise the module through HTTP or its
// functions; running every server file for every mutant would take days on two cores).
// `*-mutants.test.ts` files hold the tests added to kill a module's surviving mutants.

/** @type {Record<string, { mutate: string[]; tests: string[] }>} */
export const MODULES = {
  'money-policy': {
    mutate: ['server/modules/money-policy/**/*.ts'],
    tests: [
      'tests/server/money-leaving-policy.test.ts',
      'tests/server/money-policy-mutants.test.ts',
      'tests/server/withdrawal-protection.test.ts',
      'tests/server/step-up.test.ts',
      'tests/server/security-holds.test.ts',
      // The second factor before a withdrawal (the policy's 'required' path).
      'tests/server/security-auth.test.ts',
    ],
  },
  'step-up': {
    mutate: [
      'server/modules/step-up/**/*.ts',
      '!server/modules/step-up/security-undo.ts',
      'server/lib/secret-throttle.ts',
    ],
    tests: [
      'tests/server/step-up.test.ts',
      'tests/server/secret-throttle.test.ts',
      'tests/server/security-auth.test.ts',
      'tests/server/staff-two-factor.test.ts',
      'tests/server/two-factor-recovery.test.ts',
      'tests/server/money-leaving-policy.test.ts',
      'tests/server/withdrawal-protection.test.ts',
    ],
  },
  'security-undo': {
    mutate: ['server/modules/step-up/security-undo.ts'],
    tests: ['tests/server/security-undo.test.ts', 'tests/server/security-holds.test.ts'],
  },
  'four-eyes': {
    mutate: ['server/modules/approvals/**/*.ts'],
    tests: [
      'tests/server/four-eyes.test.ts',
      'tests/server/admin-balance.test.ts',
      'tests/server/deposits.test.ts',
      'tests/server/withdrawal-protection.test.ts',
    ],
  },
  onchain: {
    mutate: [
      'server/modules/onchain/onchain-credit.ts',
      'server/modules/onchain/onchain-addresses.ts',
      'server/modules/onchain/evm-keys.ts',
    ],
    tests: ['tests/server/onchain-deposits.test.ts', 'tests/server/security-access.test.ts'],
  },
  'card-webhooks': {
    mutate: ['server/modules/card-payments/card-webhook.ts', 'server/modules/card-payments/card-settlement.ts'],
    tests: ['tests/server/card-deposits.test.ts', 'tests/server/card-refunds.test.ts'],
  },
  'payout-batches': {
    mutate: ['server/modules/payout-batches/**/*.ts'],
    tests: ['tests/server/payout-batches.test.ts'],
  },
  ledger: {
    mutate: ['server/modules/ledger/ledger.post.ts'],
    // Every server test posts through ledger.post.ts; its own suite is enough to judge it, and
    // running every money suite against each of its mutants would take most of a day. (ledger.test.ts
    // adds a CLI run in another process, which no mutant reaches, and its 90 s limit.)
    tests: ['tests/server/ledger-mutants.test.ts'],
  },
};

/** The modules named by MUTATE (comma-separated), or all of them. */
export function selectedModules(value = process.env.MUTATE) {
  const names = value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : Object.keys(MODULES);
  const unknown = names.filter((n) => !(n in MODULES));
  if (unknown.length)
    throw new Error(`MUTATE names unknown module(s) ${unknown.join(', ')}; known: ${Object.keys(MODULES).join(', ')}`);
  return names;
}
