import { readdirSync, readFileSync } from 'node:fs';
import { processTree } from './rss.ts';

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux this runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU a process has used so far, in ms (0 once it has ended). */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name: state is the first, utime and stime the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU of a process and its descendants so far, in ms. */
export const treeCpuMs = (pid: number): number => processTree(pid).reduce((sum, p) => sum + processCpuMs(p), 0);

/**
 * The whole machine's CPU so far (/proc/stat, all cores), in ms: busy (user, nice, system, irq,
 * softirq, steal) and in all. Over a window, busy / all is how much of the machine the load used;
 * pgbench's clients and backends end with their run, so only a machine-wide reading counts them.
 */
export function machineCpuMs(): { busy: number; all: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: (busy * 1000) / TICKS_PER_SECOND, all: ((busy + idle + iowait) * 1000) / TICKS_PER_SECOND };
}

/** This process's own CPU so far (the load generator), in ms. */
export const selfCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * CPU so far of each PostgreSQL backend connected to database `db` (their process titles read
 * `postgres: … <user> <db> <client> <state>`), in ms, keyed `db:<pid>`. Over a window, count only
 * the keys read at its end: a backend that ended meanwhile took its CPU with it.
 */
export function databaseBackendsCpuMs(db: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let title = '';
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (title.startsWith('postgres: ') && title.includes(` ${db} `)) out[`db:${entry}`] = processCpuMs(Number(entry));
  }
  return out;
}
