import { get, set } from 'idb-keyval';
import {
  isPollRequest,
  LAST_POLL_KEY,
  POLL_INTERVALS_MS,
  POLL_SLACK_MS,
  type PollKind,
  type PollReply,
} from '../src/lib/pwa-sync.ts';
import { broadcast } from './broadcast.ts';
import { POLL_TARGETS } from './poll-targets.ts';
import { sw } from './scope.ts';
import { readSession } from './storage.ts';

/** When each kind was last fetched; kept in IndexedDB too, because the browser stops idle workers. */
const lastPoll = new Map<PollKind, number>();
const inFlight = new Map<PollKind, Promise<PollReply>>();

async function lastPolledAt(kind: PollKind): Promise<number> {
  const known = lastPoll.get(kind);
  if (known !== undefined) return known;
  try {
    return (await get<Partial<Record<PollKind, number>>>(LAST_POLL_KEY))?.[kind] ?? 0;
  } catch {
    return 0;
  }
}

async function rememberPoll(kind: PollKind, at: number): Promise<void> {
  lastPoll.set(kind, at);
  try {
    const saved = (await get<Partial<Record<PollKind, number>>>(LAST_POLL_KEY)) ?? {};
    await set(LAST_POLL_KEY, { ...saved, [kind]: at });
  } catch {
    // The in-memory time still dedupes while this worker lives.
  }
}

/**
 * One request for every open tab: a poll joins the one in flight, and a poll within the interval
 * of the last successful one is answered from it (its data is already in IndexedDB). `force`
 * skips that (periodic sync, a push).
 */
export function poll(kind: PollKind, { force = false }: { force?: boolean } = {}): Promise<PollReply> {
  const running = inFlight.get(kind);
  if (running) return running;
  const work = (async (): Promise<PollReply> => {
    if (!force && Date.now() - (await lastPolledAt(kind)) < POLL_INTERVALS_MS[kind] - POLL_SLACK_MS)
      return { ok: true, outcome: 'cached' };
    const session = await readSession();
    if (!session) return { ok: false, status: 401 };
    const startedAt = Date.now();
    const result = await POLL_TARGETS[kind](session, startedAt);
    if (!result.ok) return result;
    await rememberPoll(kind, startedAt);
    await broadcast({ type: 'synced', kind, at: startedAt });
    return { ok: true, outcome: 'fresh' };
  })().finally(() => inFlight.delete(kind));
  inFlight.set(kind, work);
  return work;
}

/** Tabs' timers ask here instead of fetching themselves; the answer goes back on the message's port. */
export function setupPolling(): void {
  sw.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (!isPollRequest(event.data)) return;
    const port = event.ports[0];
    event.waitUntil(poll(event.data.kind).then((reply) => port?.postMessage(reply)));
  });
}
