import { readdirSync, readFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts file under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

type Strip = (code: string, options: { mode: 'strip' }) => string;

describe('production runs the TypeScript sources on Node 24 itself (node server/index.ts, no tsx)', () => {
  it('uses only type syntax Node can strip: no enums, namespaces or constructor parameter properties in server/ and src/contract/', () => {
    // node:module's stripTypeScriptTypes is what `node file.ts` applies (Node >= 23.2).
    const strip = (nodeModule as unknown as { stripTypeScriptTypes?: Strip }).stripTypeScriptTypes;
    expect(strip, `Node ${process.version} has no type stripping; production needs Node 24`).toBeTypeOf('function');
    if (!strip) return;
    const refused: string[] = [];
    for (const file of [...sources('server'), ...sources('src/contract')]) {
      try {
        strip(readFileSync(file, 'utf8'), { mode: 'strip' });
      } catch (err) {
        refused.push(`${file}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
