import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from './lib/unauthorized.ts';
import { TEXT } from './lib/messages.ts';
import { getSession, useSessionStore } from './lib/session-store.ts';
import { LanguageProvider } from './lib/i18n/language-provider.tsx';
import { ThemeProvider } from './lib/theme-provider.tsx';
import { AppToaster, notify, TOAST_IDS } from './lib/toast.tsx';
import { routeTree } from './routeTree.gen.ts';

/** The router with the session in its context (TanStack's authenticated-routes pattern). */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const router = createRouter({
    routeTree,
    context: { auth: { getSession } },
    defaultPreload: false,
    scrollRestoration: true,
    ...(options.history ? { history: options.history } : {}),
  });

  // A 401 (or "jwt expired") on any logged-in call ends the session and opens /login.
  setUnauthorizedHandler(() => {
    useSessionStore.getState().clearSession();
    notify.error(TEXT.sessionExpired, { id: TOAST_IDS.sessionExpired });
    void router.navigate({ to: '/login', replace: true }).then(() => router.invalidate());
  });

  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** Language, theme, router and toasts; render it only once the persisted stores are hydrated. */
export function AppRoot({ router }: { router: AppRouter }) {
  return (
    <LanguageProvider>
      <ThemeProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </ThemeProvider>
    </LanguageProvider>
  );
}
