import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fmt } from './table.ts';

/** The machine's CPU ticks so far, all cores (/proc/stat's first line). */
function ticks(): { steal: number; busy: number; all: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { steal, busy, all: busy + idle + iowait };
  } catch {
    return { steal: Number.NaN, busy: Number.NaN, all: Number.NaN };
  }
}

/** "AMD EPYC 7B13 ×2": the CPU model and how many cores the bench sees. */
export function cpuModel(): string {
  const list = cpus();
  return `${(list[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim()} ×${list.length}`;
}

export type MachineReading = {
  cpu: string;
  /** Share of the machine's CPU time the hypervisor gave to other guests during the window. */
  stealPct: number;
  /** Share of the machine's CPU time that was busy during the window (the bench and everything else). */
  busyPct: number;
  loadAverage: number;
};

/**
 * Starts a window over which steal time and load are read: a client figure measured while the
 * hypervisor took a tenth of the CPU, or while other work kept the cores busy, is a figure of that
 * machine state, not of the app. Call the returned function when the measurement ends.
 */
export function machineWindow(): () => MachineReading {
  const start = ticks();
  const load = loadavg()[0] ?? Number.NaN;
  return () => {
    const end = ticks();
    const all = end.all - start.all;
    return {
      cpu: cpuModel(),
      stealPct: all > 0 ? ((end.steal - start.steal) / all) * 100 : Number.NaN,
      busyPct: all > 0 ? ((end.busy - start.busy) / all) * 100 : Number.NaN,
      loadAverage: load,
    };
  };
}

export type Fingerprint = MachineReading & {
  browser: string;
  /** Whether the browser's disk caches were warm or cold for the measured load, and why. */
  cache: string;
  benchmarkIndex?: number[];
};

/** One line printed beside a client figure: the machine, its state during the run, the browser, the caches. */
export function fingerprintNote(f: Fingerprint): string {
  const index = f.benchmarkIndex?.length
    ? `, Lighthouse benchmarkIndex ${f.benchmarkIndex.map((i) => fmt(i)).join(' / ')}`
    : '';
  return `machine: ${f.cpu}, steal ${fmt(f.stealPct, 1)} % and cores ${fmt(f.busyPct, 0)} % busy during the run (load average ${fmt(f.loadAverage, 1)} at its start)${index}; ${f.browser}; ${f.cache}`;
}

/** The short form for the table's reference column. */
export function fingerprintCell(f: Fingerprint): string {
  const index = f.benchmarkIndex?.length
    ? `, bI ${fmt(Math.min(...f.benchmarkIndex))}-${fmt(Math.max(...f.benchmarkIndex))}`
    : '';
  return `steal ${fmt(f.stealPct, 1)} %, busy ${fmt(f.busyPct, 0)} %${index}`;
}
