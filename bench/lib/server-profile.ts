import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CpuProfile } from './cpu-profile-tasks.ts';

type Frame = CpuProfile['nodes'][number]['callFrame'];

/** Where a frame's code lives: an npm package (`nm:hono`), a project file (`server/lib/jwt.ts`), Node's own (`node:`), or V8's pseudo frames. */
function frameSource(frame: Frame): string {
  const url = frame.url;
  if (!url) return frame.functionName || '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return `nm:${pkg[1]}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0] ?? ''}`;
  const own = /\/((?:server|bench|src)\/.*)$/.exec(url);
  return own?.[1] ?? url;
}

const share = (entries: Map<string, number>, total: number, top: number): string =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, ms]) => `${k} ${((ms / total) * 100).toFixed(1)} %`)
    .join(', ');

/**
 * The busy (non-idle) CPU time of a Node --cpu-prof profile in its last `lastMs`, by the source of the sampled frame
 * (self time) and by the project or package frame nearest the top of each sample's stack that is
 * not a package (inclusive time of our own code: what called into the libraries).
 */
function summariseProfile(profile: CpuProfile, lastMs = Number.POSITIVE_INFINITY, top = 12): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes as (CpuProfile['nodes'][number] & { children?: number[] })[])
    for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const fn = new Map<string, number>();
  const own = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  // Only the window before the profile's end (the load; the start-up before it is not the reads).
  const total = profile.timeDeltas.reduce((a, b) => a + b, 0) / 1000;
  let elapsed = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    elapsed += ms;
    if (total - elapsed > lastMs) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') {
      idle += ms;
      return;
    }
    busy += ms;
    const src = frameSource(frame);
    self.set(src, (self.get(src) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${src}:${frame.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
    // Nearest project frame on the stack, counted once per sample.
    let at: number | undefined = id;
    let ours = '(no project frame)';
    while (at !== undefined) {
      const f = byId.get(at)?.callFrame;
      if (f && /^(server|bench)\//.test(frameSource(f))) {
        ours = `${f.functionName || '(anonymous)'} ${frameSource(f)}`;
        break;
      }
      at = parent.get(at);
    }
    own.set(ours, (own.get(ours) ?? 0) + ms);
  });
  return [
    `busy ${(busy / 1000).toFixed(1)} s of ${((busy + idle) / 1000).toFixed(1)} s sampled`,
    `self time by source: ${share(self, busy, top)}`,
    `self time by function: ${share(fn, busy, top)}`,
    `by nearest project frame: ${share(own, busy, top)}`,
  ];
}

/** The newest .cpuprofile Node wrote into `dir` (--cpu-prof-dir), its last `lastMs` summarised. */
export function summariseProfileDir(dir: string, lastMs?: number, top?: number): string[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort();
  const last = files.at(-1);
  if (!last) return [`no profile in ${dir}`];
  const profile = JSON.parse(readFileSync(join(dir, last), 'utf8')) as CpuProfile;
  return [`profile ${join(dir, last)}`, ...summariseProfile(profile, lastMs, top)];
}
