import { compileMessage } from '@lingui/message-utils/compileMessage';
import { cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../src/lib/i18n/i18n.ts';
import { readCatalog, resetLocale } from './helpers/i18n.ts';
import type { PageCase } from './helpers/page-case.ts';
import { ADMIN_PAGES } from './helpers/pages-admin-console.ts';
import { INVESTOR_PAGES } from './helpers/pages-investor.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

/**
 * Every investor page and every admin page in Russian, with the pseudo-locale tests' data: the page
 * reads in Russian, shows no message id, and no English sentence of the catalog is left on it. The
 * investor pages run first, before any admin page has loaded the admin console's messages, so a
 * message an investor page takes from the admin chunk shows here as its id.
 */
const en = await readCatalog('en');
const ru = await readCatalog('ru');

const words = (text: string) => text.match(/[A-Za-z]{2,}/g)?.length ?? 0;
/** The literal parts of each English message (the text between its arguments) of two words or more. */
const ENGLISH = [
  ...new Set(
    Object.entries(en).flatMap(([id, message]) =>
      compileMessage(message)
        .filter((token): token is string => typeof token === 'string')
        .map((part) => part.replace(/\s+/g, ' ').trim())
        // A part a Russian translation keeps (a brand, a code) is not English left behind; a
        // "translation" identical to the English is.
        .filter((part) => words(part) >= 2 && (ru[id] === message || !(ru[id] ?? '').includes(part))),
    ),
  ),
].sort((a, b) => b.length - a.length);
const IDS = Object.keys(en);

/** What the user reads: every text node and accessible name on the page, less the data. */
function shownTexts(data: readonly string[]): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
  const known = [...data].sort((a, b) => b.length - a.length);
  return texts
    .map((text) =>
      known
        .reduce((rest, item) => rest.split(item).join(' '), text)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

async function readInRussian(page: PageCase) {
  const user = page.user ? { ...page.user, language: 'ru' as const } : null;
  server.use(...page.handlers);
  // The account as the server says it: in Russian (an English answer would switch the app back).
  if (user) server.use(http.get('*/api/auth/me', () => HttpResponse.json({ user })));
  await activateLocale('ru');
  await renderApp(page.path, user ? { user } : {});
  await page.ready();
  const texts = shownTexts(page.data);
  const content = document.querySelector('main') ?? document.body;
  return {
    russian: /[А-Яа-яЁё]{3,}/.test(content.textContent ?? ''),
    english: ENGLISH.filter((phrase) => texts.some((text) => text.includes(phrase))),
    ids: IDS.filter((id) => texts.some((text) => text.includes(id))),
  };
}

afterEach(async () => {
  // Unmounted first: a page still open would load its data again after the handlers are gone.
  cleanup();
  await resetLocale();
  localStorage.clear();
});

describe('every investor page in Russian, without the admin console’s messages', () => {
  it.each(INVESTOR_PAGES.map((page) => [page.name, page] as const))('%s', async (_name, page) => {
    expect(await readInRussian(page)).toEqual({ russian: true, english: [], ids: [] });
  });
});

describe('every admin page in Russian', () => {
  it.each(ADMIN_PAGES.map((page) => [page.name, page] as const))('%s', async (_name, page) => {
    expect(await readInRussian(page)).toEqual({ russian: true, english: [], ids: [] });
  });
});
