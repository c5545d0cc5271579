import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Queryable } from '../../server/db/client.ts';

type PlanNode = {
  'Node Type'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

function walk(node: PlanNode, out: string[]): void {
  const type = node['Node Type'] ?? '?';
  if (node['Index Name']) out.push(`${type} using ${node['Index Name']}`);
  else if (type === 'Seq Scan') out.push(`Seq Scan on ${node['Relation Name'] ?? '?'}`);
  // A sort under a page means the rows were not read in index order: the whole filter was read.
  else if (type === 'Sort' || type === 'Merge Append' || type === 'BitmapOr') out.push(type);
  for (const child of node.Plans ?? []) walk(child, out);
}

/**
 * Runs `query` (a repository function taking a Queryable) against a stand-in that EXPLAIN
 * ANALYZEs every statement instead, and returns one line per statement: the scans it used
 * (index names, or "Seq Scan on ..."), its execution time and the buffer pages it touched.
 */
export async function explainRepo(db: Db, query: (q: Queryable) => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const explaining = {
    execute: async (statement: SQLWrapper) => {
      const result = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement}`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      const raw = result.rows[0]?.['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
        Plan: PlanNode;
        'Execution Time': number;
      }>;
      const top = plan[0];
      if (top) {
        const scans: string[] = [];
        walk(top.Plan, scans);
        // Pages touched (from cache or disk): the statement's cost whatever the machine's speed.
        const pages = (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0);
        lines.push(`${[...new Set(scans)].join(', ')} (${top['Execution Time'].toFixed(2)} ms, ${pages} pages)`);
      }
      return { rows: [] };
    },
  } as unknown as Queryable;
  await query(explaining).catch(() => undefined);
  return lines;
}
