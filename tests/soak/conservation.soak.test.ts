import { describe, expect, it } from 'vitest';
import { runConservation } from '../factories/conservation-run.ts';

// The long version of tests/server/reliability-conservation.test.ts: npm run test:soak (needs DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('soak: conservation under load and faults (PostgreSQL, two servers)', () => {
  it('loses no money: 1,000 investors, 20,000 operations, retries, dropped connections, a SIGKILL', async () => {
    const result = await runConservation(process.env.DATABASE_URL ?? '', { users: 1000, ops: 20_000, inFlight: 32 });
    console.log(result.lines.join('\n'));
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
  }, 3_600_000);
});
