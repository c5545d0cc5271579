/**
 * Whether the app can reach its server, not only whether the browser has a network: a captive
 * portal or a dead mobile link leaves navigator.onLine true while every call fails. API calls
 * report what they saw (a network failure or timeout, or an HTML page where JSON was expected,
 * makes the server unreachable; any JSON answer makes it reachable), and while unreachable a
 * small health probe retries with backoff, so the app notices the way back by itself.
 */
type Listener = () => void;

const PROBE_FIRST_MS = 3_000;
const PROBE_MAX_MS = 30_000;
// /api/health answers in milliseconds; 4 s without it is lie-fi (src/lib/request-watch.ts: said within about 7 s).
const PROBE_TIMEOUT_MS = 4_000;

let unreachable = false;
let degraded = false;
let checking = false;
let connected = browserOnline();
let probeDelay = PROBE_FIRST_MS;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let lastAnswerAt = Date.now();
const listeners = new Set<Listener>();
const reconnectListeners = new Set<Listener>();

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function update(): void {
  const now = browserOnline() && !unreachable;
  if (now === connected) return;
  connected = now;
  for (const listener of listeners) listener();
  if (now) for (const listener of reconnectListeners) listener();
}

function scheduleProbe(delay: number): void {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(() => void probe(), delay);
}

async function probe(): Promise<void> {
  // The browser's 'online' event starts the next probe; nothing to ask while it says offline.
  if (!unreachable || !browserOnline()) return;
  try {
    const res = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    if (isJson(res)) return markReachable();
  } catch {
    // still unreachable
  }
  probeDelay = Math.min(probeDelay * 2, PROBE_MAX_MS);
  scheduleProbe(probeDelay);
}

function isJson(res: Response): boolean {
  return (res.headers.get('content-type') ?? '').includes('json');
}

/** A call failed without reaching the server (network error, timeout, a portal's HTML page). */
export function markUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  probeDelay = PROBE_FIRST_MS;
  scheduleProbe(probeDelay);
  update();
}

/**
 * One failed write is weaker evidence than a read that failed after its retries (and the user may
 * press Retry at once): ask the health probe now, and count the server unreachable only if that fails too.
 */
export function checkReachable(path = '/api/health'): void {
  if (unreachable || checking || !browserOnline()) return;
  checking = true;
  const done = () => void (checking = false);
  void fetch(path, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    .then(
      (res) => (isJson(res) ? void (lastAnswerAt = Date.now()) : markUnreachable()),
      () => markUnreachable(),
    )
    .finally(done);
}

/**
 * A read got a server error (after its retries): the server is reachable but its answer is not
 * current. The next good answer from any call counts as recovery: the reconnect listeners run, so
 * every view still showing "Displaying previous data" fetches again and clears it.
 */
export function markDegraded(): void {
  degraded = true;
}

/** A good answer arrived some other way (the service worker's poll wrote fresh data). */
export function noteGoodAnswer(): void {
  if (!degraded) return;
  degraded = false;
  if (connected) for (const listener of reconnectListeners) listener();
}

/** The server answered. */
export function markReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  // The reconnect listeners below refresh everything, the views a server error left behind too.
  degraded = false;
  clearTimeout(probeTimer);
  update();
}

/** What an API answer says about reachability: our API only ever answers JSON or a file, never HTML. */
export function noteResponse(res: Response): void {
  if ((res.headers.get('content-type') ?? '').includes('text/html')) return markUnreachable();
  lastAnswerAt = Date.now();
  markReachable();
  if (res.ok) noteGoodAnswer();
}

/** Forgets an unreachable server (tests start each case connected). */
export function resetConnection(): void {
  unreachable = false;
  degraded = false;
  clearTimeout(probeTimer);
  update();
}

/** How long since the server last answered anything (an API call or a probe). */
export const answerAgeMs = (): number => Date.now() - lastAnswerAt;

export function isConnected(): boolean {
  return connected;
}

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Runs `listener` each time the app goes from offline (or unreachable) back to connected. */
export function onReconnect(listener: Listener): () => void {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', update);
  window.addEventListener('online', () => {
    update();
    if (unreachable) scheduleProbe(0);
  });
}
