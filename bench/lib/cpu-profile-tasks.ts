import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The parts of a CDP `Profiler.stop` answer this reads. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

export type Task = { startMs: number; ms: number; sources: [string, number][] };

/** Names a sampled frame by its original source through the build's source maps: a package (`nm:react-dom`) or a file of src/. */
export function sourceNamer(distDir: string): (frame: CpuProfile['nodes'][number]['callFrame']) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  return (frame) => {
    if (!frame.url) return frame.functionName;
    const file = frame.url.replace(/^https?:\/\/[^/]+\//, '');
    if (!maps.has(file)) {
      let map: SourceMapConsumer | null = null;
      try {
        map = new SourceMapConsumer(JSON.parse(readFileSync(join(distDir, `${file}.map`), 'utf8')));
      } catch {
        // no map (the runtime chunk, the document): the URL names it
      }
      maps.set(file, map);
    }
    const source = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    if (!source) return `/${file}`;
    return source
      .replace(/.*node_modules\//, 'nm:')
      .replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1')
      .replace(/.*\/src\//, 'src/');
  };
}

/**
 * The main thread's busy stretches (consecutive samples that are neither idle nor "(program)"),
 * each with the time per source: what a long task was made of.
 */
export function busyTasks(
  profile: CpuProfile,
  name: (frame: CpuProfile['nodes'][number]['callFrame']) => string,
): Task[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const tasks: Task[] = [];
  let current: { startMs: number; ms: number; sources: Map<string, number> } | undefined;
  let at = 0;
  const close = () => {
    if (current)
      tasks.push({
        startMs: current.startMs,
        ms: current.ms,
        sources: [...current.sources].sort((a, b) => b[1] - a[1]),
      });
    current = undefined;
  };
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return close();
    current ??= { startMs: at, ms: 0, sources: new Map() };
    current.ms += ms;
    const source = name(frame);
    current.sources.set(source, (current.sources.get(source) ?? 0) + ms);
  });
  close();
  return tasks;
}
