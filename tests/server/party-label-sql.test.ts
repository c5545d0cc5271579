import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { maskEmail, partyLabel } from '../../src/contract/transfers.ts';
import { resetDatabase, type TestContext } from '../setup/test-app.ts';

/**
 * party_label is the SQL twin of partyLabel (the other party of a transfer as the privacy rule shows
 * it): the send statement writes the recipient's notification and the money-received mail with it.
 * It must give the same text, and PostgreSQL must inline it: a SQL function it cannot inline is
 * parsed and planned again at every call (a send called it twice).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await resetDatabase();
});

const cases: Array<[string, string, string]> = [
  ['Priya', 'Raman', 'priya@example.com'],
  ['  Priya ', ' raman', 'p@example.com'],
  ['Priya', '', 'priya@example.com'],
  ['', 'Raman', 'r@example.com'],
  ['', '', 'nobody@example.com'],
  ['   ', '  ', 'x@example.org'],
  ['Zoë', 'Østergaard', 'zoe@example.dk'],
  ['Alex', 'm', 'no-at-sign'],
  ['Alex', 'Moreau', ''],
];

describe('party_label in SQL', () => {
  it('gives the same label as partyLabel in the contract for every shape of name and address', async () => {
    for (const [first, last, email] of cases) {
      const [row] = await queryRows<{ label: string }>(
        ctx.deps.db,
        sql`SELECT party_label(${first}, ${last}, ${email}) AS label`,
      );
      expect(row?.label, JSON.stringify([first, last, email])).toBe(partyLabel(first, last, maskEmail(email)));
    }
  });

  it('is inlined by the planner: the plan shows its expression, not a call to it', async () => {
    const rows = await queryRows<Record<string, string>>(
      ctx.deps.db,
      sql.raw(`EXPLAIN (VERBOSE, COSTS OFF) SELECT party_label(u.first_name, u.last_name, u.email) FROM users u`),
    );
    const plan = rows.map((r) => Object.values(r).join('')).join('\n');
    expect(plan).toMatch(/Output:/);
    expect(plan).not.toMatch(/party_label|party_name|masked_email/);
  });
});
