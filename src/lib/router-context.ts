import type { SessionSnapshot } from './session-store.ts';

/** What every route's beforeLoad receives: a live view of the session (TanStack authenticated-routes pattern). */
export type RouterContext = {
  auth: { getSession: () => SessionSnapshot };
};
