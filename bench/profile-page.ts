/**
 * Where a page's main-thread time goes on a slow phone, without Lighthouse's simulation: the real
 * build and server, a signed-in Chromium at 4x CPU throttling (CDP), a sampled CPU profile of each
 * reload, its busy stretches over 40 ms with the sources (through the build's source maps) that
 * filled them. `npm run bench:profile`; PROFILE_PAGES (comma list), PROFILE_RUNS (default 3).
 * docs/performance-history.md has what it found.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuild } from './client-size.bench.ts';
import { BENCH_PERSON, CHROMIUM, startAppUnderTest } from './lib/app-under-test.ts';
import { busyTasks, sourceNamer, type CpuProfile } from './lib/cpu-profile-tasks.ts';

const pages = (process.env.PROFILE_PAGES ?? '/user/dashboard,/user/security')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const dist = await ensureBuild();
const server = await startAppUnderTest(dist);
const profileDir = mkdtempSync(join(tmpdir(), 'bench-profile-'));
// A phone-sized window, as Lighthouse's mobile preset.
const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROMIUM,
  headless: true,
  viewport: { width: 412, height: 823 },
  args: ['--no-sandbox'],
});
const name = sourceNamer(dist);
try {
  const login = await browser.newPage();
  await login.goto(`${server.url}/login`);
  await login.getByLabel('Email').fill(BENCH_PERSON.email);
  await login.getByLabel(/^Password/).fill(BENCH_PERSON.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await login.waitForURL('**/user/dashboard');
  await login.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await login.close();
  for (const path of pages) {
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const elements = await page.evaluate(() => document.querySelectorAll('body *').length);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      const tasks = busyTasks(profile, name);
      const busy = tasks.reduce((sum, t) => sum + t.ms, 0);
      console.log(`${path} run ${run}: busy ${Math.round(busy)} ms at 4x, ${elements} elements`);
      for (const t of tasks.filter((x) => x.ms > 40)) {
        console.log(
          `  task at ${Math.round(t.startMs)} ms, ${Math.round(t.ms)} ms: ${t.sources
            .slice(0, 6)
            .map(([s, ms]) => `${s} ${Math.round(ms)}`)
            .join(', ')}`,
        );
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}
