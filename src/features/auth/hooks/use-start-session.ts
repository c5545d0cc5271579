import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AuthResponse } from '../../../contract/auth.ts';
import { homeFor } from '../../../lib/guards.ts';
import { persisted } from '../../../lib/idb-storage.ts';
import { SESSION_STORAGE_KEY, useSessionStore } from '../../../lib/session-store.ts';

/** Stores token + user, re-runs the guards and opens the user's home page. */
export function useStartSession(): (auth: AuthResponse) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (auth: AuthResponse) => {
      useSessionStore.getState().setSession(auth);
      // On disk before the app moves on: a reload or a closed app right after login keeps the session.
      await persisted(SESSION_STORAGE_KEY);
      await router.invalidate();
      await router.navigate({ to: homeFor(auth.user.role), replace: true });
    },
    [router],
  );
}
