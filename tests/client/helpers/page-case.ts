import { screen, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { expect } from 'vitest';
import type { User } from '../../../src/contract/auth.ts';

/**
 * One page as the language tests open it: where, as whom, the server's answers (realistic data), and
 * when it is ready. The pseudo-locale tests and the Russian run read the same pages and fixtures.
 */
export type PageCase = {
  name: string;
  path: string;
  /** Signed in as this user (the language is set by the test); none for a public page. */
  user?: User;
  handlers: readonly RequestHandler[];
  /** Resolves once the page shows its data; found by the data, which reads the same in every language. */
  ready: () => Promise<unknown>;
  /** Data on the page (names, codes, the server's sentences): not catalog text. */
  data: readonly string[];
};

/** The page's own content area. */
export const mainArea = (): HTMLElement => {
  const element = document.querySelector('main');
  if (!(element instanceof HTMLElement)) throw new Error('no main element');
  return element;
};

/** Ready once the page has a level-1 heading and `selector` inside its main area. */
export const readyWith =
  (selector: string, timeout = 8000) =>
  async () => {
    await screen.findByRole('heading', { level: 1 }, { timeout });
    await waitFor(() => expect(document.querySelector(`main ${selector}`)).not.toBeNull(), { timeout });
  };

/** Ready once `text` (data, the same in every language) is shown. */
export const readyOn =
  (text: string | RegExp, timeout = 8000) =>
  async () => {
    await screen.findAllByText(text, {}, { timeout });
  };
