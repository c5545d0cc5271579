import { fmt, median } from './table.ts';

/**
 * Records, relative to navigation start (performance.now()), when a frame first shows the balance
 * ("1,234.56 USD") in a Balances section, and when the app's own frame does (the section is there
 * and the boot script's frame, [data-boot-paint], is gone): a MutationObserver set up before any
 * page script runs sees the commits that put them into the document (polling on a timer added
 * tasks between the slices of a time-sliced render and delayed it).
 */
// A string, not a function: tsx would wrap inner functions in its __name helper, which the page lacks.
export const probe = `(() => {
  const shown = () => (document.querySelector('[aria-labelledby="balances-title"]')?.textContent ?? '').includes('1,234.56');
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    window.__balanceShownAt ??= performance.now();
    if (document.querySelector('[data-boot-paint]')) return;
    window.__appShownAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** The start's phases, from the page's own marks (src/boot-reads.ts, src/main.tsx) and navigation timing. */
export type Phases = {
  served: number;
  painted: number;
  script: number;
  evaluated: number;
  hydrated: number;
  routed: number;
  shown: number;
  app: number;
};
const PHASE_NAMES: Array<[keyof Phases, string]> = [
  ['served', 'HTML from the worker'],
  ['painted', 'cached balance painted by public/early-reads.js'],
  ['script', 'first app script runs'],
  ['evaluated', 'modules evaluated'],
  ['hydrated', 'stores read'],
  ['routed', 'route matched'],
  ['shown', 'balance on screen'],
  ['app', "the app's own frame"],
];

// A string for the same reason as the probe.
export const readPhases = `(() => {
  const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? NaN;
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    served: nav ? nav.responseEnd : NaN,
    painted: mark('boot:painted'),
    script: mark('boot:script'),
    evaluated: mark('boot:evaluated'),
    hydrated: mark('boot:hydrated'),
    routed: mark('boot:routed'),
    shown: window.__balanceShownAt,
    app: window.__appShownAt,
  };
})()`;

/** "HTML from the worker 110, cached balance painted 160, …": medians from navigation start, in time order. */
export function phaseNote(all: Phases[]): string {
  return PHASE_NAMES.map(([key, label]) => [label, median(all.map((p) => p[key]))] as const)
    .sort((a, b) => (Number.isFinite(a[1]) ? a[1] : Infinity) - (Number.isFinite(b[1]) ? b[1] : Infinity))
    .map(([label, at]) => `${label} ${fmt(at)}`)
    .join(', ');
}
