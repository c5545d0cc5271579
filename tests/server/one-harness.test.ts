import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .ts/.tsx file under `dir`, recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

// docs/test-guarantees.md "One harness": one launcher of server processes, one environment builder.
describe('one harness', () => {
  it('only tests/setup/server-env.ts spawns a server or CLI process of the project', () => {
    const spawning = sources('tests').filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\bspawn(Sync)?\(/.test(text) && /['"]server\/(index|cli)\.ts['"]/.test(text);
    });
    expect(spawning.sort()).toEqual(['tests/setup/server-env.ts']);
  });
});
