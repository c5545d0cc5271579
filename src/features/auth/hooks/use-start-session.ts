import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { AuthResponse } from '../../../contract/auth.ts';
import { homeFor } from '../../../lib/guards.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Stores token + user, re-runs the guards and opens the user's home page. */
export function useStartSession(): (auth: AuthResponse) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (auth: AuthResponse) => {
      useSessionStore.getState().setSession(auth);
      await router.invalidate();
      await router.navigate({ to: homeFor(auth.user.role), replace: true });
    },
    [router],
  );
}
