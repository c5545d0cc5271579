import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings for the embedded engine, passed at open (PGlite's `startParams`,
 * after its own defaults). PGlite runs initdb's postgresql.conf, sized for a server machine:
 * shared_buffers 128 MB, which lives inside the WebAssembly memory and, once touched, stays in
 * the process's RSS for its life. PGlite has one connection in one process and reads its files
 * through the OS, whose page cache keeps the hot pages anyway, so a small buffer pool costs little
 * (docs/performance-history.md has the figures). work_mem stays at PostgreSQL's 4 MB per sort.
 */
export const PGLITE_MEMORY_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  temp_buffers: '2MB',
};

export const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_MEMORY_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
