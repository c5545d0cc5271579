import { describe, expect, it } from 'vitest';
import { settleBackground } from '../../server/lib/background.ts';
import { createCoalescedRun } from '../../server/lib/coalesced-run.ts';

/** A stand-in outbox: a run "looks" at the rows when it starts and sends, later, what it saw. */
function outbox() {
  const rows: string[] = [];
  const sent: string[] = [];
  let runs = 0;
  let release: (() => void) | null = null;
  const work = async (): Promise<number> => {
    runs += 1;
    const seen = rows.splice(0);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    sent.push(...seen);
    return seen.length;
  };
  const finish = async () => {
    for (let i = 0; i < 50 && !release; i += 1) await new Promise((r) => setTimeout(r, 1));
    const r = release;
    release = null;
    r?.();
  };
  return { rows, sent, work, finish, runs: () => runs };
}

describe('coalesced outbox runs', () => {
  it('a drain awaited after a commit sends that row, even when a run that looked before the commit is still going', async () => {
    const box = outbox();
    const drain = createCoalescedRun(box.work, () => -1);
    const first = drain(); // a nudge: looks now, finds nothing
    box.rows.push('committed while the first run was finishing');
    const mine = drain();
    await box.finish();
    expect(await first).toBe(0);
    await box.finish();
    expect(await mine).toBe(1);
    expect(box.sent).toEqual(['committed while the first run was finishing']);
  });

  it('callers arriving during one run share a single follow-up run, and runs never overlap', async () => {
    const box = outbox();
    const drain = createCoalescedRun(box.work, () => -1);
    const first = drain();
    const followers = [drain(), drain(), drain()];
    expect(new Set(followers).size).toBe(1);
    await box.finish();
    await first;
    await box.finish();
    await Promise.all(followers);
    expect(box.runs()).toBe(2);
  });

  it('a failed run answers through onError and the next call runs again', async () => {
    let calls = 0;
    const drain = createCoalescedRun(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('smtp down');
        return 7;
      },
      () => -1,
    );
    expect(await drain()).toBe(-1);
    expect(await drain()).toBe(7);
  });

  it('settleBackground waits for the follow-up run as well as the run in progress', async () => {
    const box = outbox();
    const drain = createCoalescedRun(box.work, () => -1);
    void drain();
    box.rows.push('late row');
    void drain();
    const settled = settleBackground();
    await box.finish();
    await box.finish();
    await settled;
    expect(box.sent).toEqual(['late row']);
  });
});
