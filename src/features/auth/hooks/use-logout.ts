import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { TEXT } from '../../../lib/messages.ts';
import { getSession, useSessionStore } from '../../../lib/session-store.ts';
import { logoutUser } from '../api/logout-user.ts';

/** Revokes the server session when there is one, then always clears the local session. */
export async function endSession(): Promise<void> {
  if (getSession().token) await logoutUser().catch(() => undefined);
  useSessionStore.getState().clearSession();
}

/** Logout: POST /api/auth/logout (failure ignored), clear session, toast, go to /login. */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    await endSession();
    toast.success(TEXT.loggedOut);
    await router.navigate({ to: '/login', replace: true });
    await router.invalidate();
  }, [router]);
}
