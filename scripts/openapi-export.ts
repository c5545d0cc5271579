// Writes the API's OpenAPI document (the one /api/openapi.json serves) to a file:
//   tsx scripts/openapi-export.ts [out]   (default node_modules/.cache/openapi/openapi.json)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOpenApi } from '../server/modules/openapi/openapi-document.ts';

export const DEFAULT_OUT = 'node_modules/.cache/openapi/openapi.json';

export function exportOpenApi(out = DEFAULT_OUT): string {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log(`openapi: wrote ${exportOpenApi(process.argv[2])}`);
