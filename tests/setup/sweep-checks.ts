import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A failed check on one page: which check, and what a developer needs to find the element. */
export type SweepFailure = {
  check: 'overflow' | 'target-size' | 'axe' | 'state' | 'covered' | 'language';
  detail: string;
};

/** The page, every table's scroll container and an open dialog must not be wider than their box. */
export async function overflowFailures(page: Page): Promise<SweepFailure[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Name the widest element that reaches past the viewport, so the failure says where to look.
      let widest: Element | undefined;
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right > root.clientWidth + 1 && (!widest || r.width > widest.getBoundingClientRect().width)) widest = el;
      }
      const where = widest ? ` (${widest.tagName.toLowerCase()}.${String(widest.className).slice(0, 80)})` : '';
      out.push(`page is ${root.scrollWidth}px wide in ${root.clientWidth}px${where}`);
    }
    for (const table of Array.from(document.querySelectorAll('table'))) {
      let box: HTMLElement | null = table.parentElement;
      while (box && box !== document.body && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      const container = box ?? table.parentElement;
      // A screen-reader-only copy (the chart's figures) is clipped to 1 px on purpose.
      if (!container || container.clientWidth <= 1) continue;
      const label = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'unnamed table';
      if (container.scrollWidth > container.clientWidth + 1)
        out.push(`table "${label}" scrolls: ${container.scrollWidth}px in ${container.clientWidth}px`);
    }
    for (const dialog of Array.from(document.querySelectorAll('dialog[open]'))) {
      if (dialog.scrollWidth > dialog.clientWidth + 1)
        out.push(
          `dialog "${dialog.querySelector('h2')?.textContent ?? ''}" is ${dialog.scrollWidth}px wide in ${dialog.clientWidth}px`,
        );
    }
    return out;
  });
  return found.map((detail) => ({ check: 'overflow', detail }));
}

/**
 * An open popup (an open dialog, or the positioned region an expanded control names in aria-controls) must be
 * on top: the element at points 12 px inside its corners and at its centre belongs to it. Points
 * outside the viewport are the overflow check's business.
 */
export async function coverFailures(page: Page): Promise<SweepFailure[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const popups = new Set<Element>(Array.from(document.querySelectorAll('dialog[open]')));
    for (const control of Array.from(document.querySelectorAll('[aria-expanded="true"][aria-controls]'))) {
      const target = document.getElementById(control.getAttribute('aria-controls') ?? '');
      // An in-flow disclosure (the statements panel) may scroll under the sticky header; a popup may not.
      if (target && ['fixed', 'absolute'].includes(getComputedStyle(target).position)) popups.add(target);
    }
    for (const popup of popups) {
      const r = popup.getBoundingClientRect();
      if (r.width <= 24 || r.height <= 24) continue;
      const name =
        popup.getAttribute('aria-label') ?? popup.querySelector('h2')?.textContent ?? popup.tagName.toLowerCase();
      const points: Array<[string, number, number]> = [
        ['top left', r.left + 12, r.top + 12],
        ['top right', r.right - 12, r.top + 12],
        ['centre', r.left + r.width / 2, r.top + r.height / 2],
        ['bottom left', r.left + 12, r.bottom - 12],
        ['bottom right', r.right - 12, r.bottom - 12],
      ];
      for (const [where, x, y] of points) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !popup.contains(hit)) {
          const by = `${hit.tagName.toLowerCase()}${hit.getAttribute('aria-label') ? ` "${hit.getAttribute('aria-label')}"` : ''}`;
          out.push(`"${name}" is covered at its ${where} (${Math.round(x)},${Math.round(y)}) by ${by}`);
        }
      }
    }
    return out;
  });
  return found.map((detail) => ({ check: 'covered', detail }));
}

/** Every visible control at least 44x44 CSS px (a checkbox or radio counts with its label). */
export async function targetSizeFailures(page: Page): Promise<SweepFailure[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name || el.getAttribute('name') || ''}"`;
    };
    for (const el of Array.from(document.querySelectorAll(selector))) {
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') && el.closest('label'))
        target = el.closest('label') as Element;
      // A file input hidden behind its drop zone is operated through the zone.
      if (el instanceof HTMLInputElement && el.type === 'file' && getComputedStyle(el).opacity === '0') continue;
      const rect = target.getBoundingClientRect();
      // Nothing to tap: not rendered, or visually hidden (sr-only) and operated through its label.
      if (rect.width <= 1 || rect.height <= 1) continue;
      // WCAG 2.5.8's inline exception: a link inside a sentence is sized by the line of text.
      if (
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
      )
        continue;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || el.closest('[inert], [aria-hidden="true"]')) continue;
      // A skip link waits off screen until focused.
      if (rect.right <= 0 || rect.bottom <= 0) continue;
      // A table's scroll region is a keyboard stop, not a tap target.
      if (el.matches('[tabindex="0"]') && el.querySelector('table')) continue;
      if (rect.width < 43.5 || rect.height < 43.5)
        out.push(`${describe(el)} is ${Math.round(rect.width)}x${Math.round(rect.height)}`);
    }
    return out;
  });
  return found.map((detail) => ({ check: 'target-size', detail }));
}

type AxeResult = {
  violations: Array<{
    id: string;
    impact: string | null;
    nodes: Array<{ target: unknown[]; failureSummary?: string }>;
  }>;
};

/** axe-core with the WCAG 2.0/2.1/2.2 A and AA rules on the whole page as it is now. */
export async function axeFailures(page: Page): Promise<SweepFailure[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe;
    return (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as AxeResult;
  }, AXE_TAGS);
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => ({
      check: 'axe' as const,
      detail: `${v.id} (${v.impact ?? '?'}) at ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').split('\n').slice(0, 2).join(' ')}`,
    })),
  );
}
