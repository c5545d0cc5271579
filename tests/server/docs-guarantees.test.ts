import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import list from '../guarantees.json' with { type: 'json' };

/**
 * The guarantee tables of docs/ and tests/guarantees.json name the same tests, row for row: the
 * list is what scripts/test-summary.mjs holds CI to (a skipped one fails it), so a guarantee added
 * to the docs without entering the list, or a test renamed, fails here.
 */
type Row = { text: string; files: string[] };

const TEST_FILE = /tests\/[a-z0-9/._-]+\.test\.tsx?/g;

/** Every page of docs/ (not the decision records), whose text the tables are read from. */
function docsText(): string {
  const dir = new URL('../../docs/', import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readFileSync(new URL(f, dir), 'utf8'))
    .join('\n\n');
}

function docsRows(): Row[] {
  const rows: Row[] = [];
  let kind: 'guarantee-first' | 'proof-first' | undefined;
  for (const line of docsText().split('\n')) {
    if (line.startsWith('| guarantee | proved by |')) kind = 'guarantee-first';
    else if (line.startsWith('| proved by | what it shows |')) kind = 'proof-first';
    else if (!line.startsWith('|')) kind = undefined;
    else if (kind && !line.startsWith('|---')) {
      const cells = line.split(' | ');
      const proof = kind === 'guarantee-first' ? (cells.at(-1) ?? '') : (cells[0] ?? '');
      const text = (kind === 'guarantee-first' ? (cells[0] ?? '') : cells.slice(1).join(' | '))
        .replace(/^\|\s*/, '')
        .replace(/^\*\*/, '');
      rows.push({ text, files: proof.match(TEST_FILE) ?? [] });
    }
  }
  return rows;
}

describe('docs/ guarantees and tests/guarantees.json', () => {
  const rows = docsRows();

  it('list every guarantee row of docs/, each once, with the same tests', () => {
    expect(rows.length).toBeGreaterThan(20);
    expect(list.guarantees).toHaveLength(rows.length);
    const unused = [...list.guarantees];
    for (const row of rows) {
      const at = unused.findIndex((entry) => row.text.startsWith(entry.guarantee));
      expect(at, `no list entry for the row starting "${row.text.slice(0, 60)}"`).toBeGreaterThanOrEqual(0);
      const [entry] = unused.splice(at, 1);
      const listed = [...(entry?.tests ?? []), ...((entry && 'soak' in entry ? entry.soak : undefined) ?? [])];
      expect([...listed].sort(), `tests of "${entry?.guarantee}"`).toEqual([...new Set(row.files)].sort());
    }
    expect(unused.map((e) => e.guarantee)).toEqual([]);
  });

  it('name test files that exist; soak files are in the soak config, the rest in the CI projects', () => {
    const soakConfig = readFileSync(new URL('../../vitest.soak.config.ts', import.meta.url), 'utf8');
    for (const g of list.guarantees) {
      for (const file of g.tests) {
        expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
        expect(file, 'soak suites are listed under "soak"').not.toMatch(/^tests\/soak\//);
      }
      for (const file of 'soak' in g ? (g.soak ?? []) : []) {
        expect(existsSync(new URL(`../../${file}`, import.meta.url)), file).toBe(true);
        expect(file).toMatch(/^tests\/soak\//);
      }
    }
    expect(soakConfig).toContain("'tests/soak/**/*.test.ts'");
    for (const a of list.alsoInCi) expect(existsSync(new URL(`../../${a.file}`, import.meta.url)), a.file).toBe(true);
  });

  it('hold every suite the docs say runs longer with SOAK=1 in the soak config', () => {
    const readme = docsText();
    const soakConfig = readFileSync(new URL('../../vitest.soak.config.ts', import.meta.url), 'utf8');
    const longer = rows
      .flatMap((r) => r.files)
      .filter((f) => new RegExp(`${f.replaceAll('.', '\\.')}\`[^|\n]*SOAK=1`).test(readme));
    expect(longer.length).toBeGreaterThan(0);
    for (const file of longer) expect(soakConfig, `${file} is said to run longer with SOAK=1`).toContain(file);
  });
});
