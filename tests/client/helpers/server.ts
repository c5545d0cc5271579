import { setupServer } from 'msw/node';

/** One msw server for the client suite; each test adds the handlers it needs. */
export const server = setupServer();
