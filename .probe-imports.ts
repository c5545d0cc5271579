import { readFileSync } from 'node:fs';
const src = readFileSync('./server/app.ts', 'utf8') + readFileSync('./server/bootstrap.ts', 'utf8');
const specs = [...src.matchAll(/^import .* from '(\.[^']+)';$/gm)].map((m) => m[1]!.replace(/^\.\//, './server/').replace(/^\.\.\//, './'));
const m = () => process.memoryUsage();
let last = m().rss, lastT = Date.now();
for (const s of specs) {
  if (s.includes('src/contract')) continue;
  await import(s);
  const r = m().rss, t = Date.now();
  if (r - last > 3 * 1048576 || t - lastT > 150) console.log(`${((r - last) / 1048576).toFixed(0).padStart(4)} MB ${String(t - lastT).padStart(5)} ms ${s}  (heap ${(m().heapUsed / 1048576).toFixed(0)})`);
  last = r; lastT = t;
}
