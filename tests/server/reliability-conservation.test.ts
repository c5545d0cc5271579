import { describe, expect, it } from 'vitest';
import { runConservation } from '../factories/conservation-run.ts';

// Real PostgreSQL only (CI sets DATABASE_URL): two server processes share it. The long run is tests/soak.
describe.skipIf(!process.env.DATABASE_URL)('conservation under load and faults (PostgreSQL, two servers)', () => {
  it('loses no money: 100 investors, 1,500 operations, retries, dropped connections, a SIGKILL', async () => {
    const result = await runConservation(process.env.DATABASE_URL ?? '', { users: 100, ops: 1500, inFlight: 16 });
    console.log(result.lines.join('\n'));
    expect(result.checks.filter((c) => !c.ok)).toEqual([]);
  }, 300_000);
});
