import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '../../../src/contract/auth.ts';
import { useSessionStore } from '../../../src/lib/session-store.ts';
import { AppRoot, createAppRouter } from '../../../src/router.tsx';

type RenderOptions = { user?: User | null; token?: string | null };

/** Renders the whole app at `path`, optionally logged in, and waits for the first navigation. */
export async function renderApp(path: string, options: RenderOptions = {}) {
  const { user = null, token = user ? 'token-1' : null } = options;
  useSessionStore.setState({ token, user });
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(<AppRoot router={router} />);
  await act(() => router.load());
  return { router, view, events: userEvent.setup() };
}

/** The path the router currently shows. */
export function currentPath(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.pathname;
}
