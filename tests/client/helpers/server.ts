import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeSummary } from './fixtures.ts';

/**
 * Every dashboard visit also loads the summary and the latest transactions; these defaults
 * answer them so tests about other things need not. A test's own handlers take precedence.
 */
const dashboardDefaults = [
  http.get('*/api/wallet/summary', () => HttpResponse.json({ data: makeSummary() })),
  http.get('*/api/transactions/user', () => HttpResponse.json([])),
];

/** One msw server for the client suite; each test adds the handlers it needs. */
export const server = setupServer(...dashboardDefaults);
