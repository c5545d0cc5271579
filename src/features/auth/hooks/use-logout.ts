import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { persisted } from '../../../lib/idb-storage.ts';
import { getSession, SESSION_STORAGE_KEY, useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toast.tsx';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Revokes the server session when there is one, then always clears the local session. */
export async function endSession(): Promise<void> {
  // Imported here, not at the top: the shell that offers Logout paints before the network code loads.
  if (getSession().token) await import('../api/logout-user.ts').then((m) => m.logoutUser()).catch(() => undefined);
  useSessionStore.getState().clearSession();
  // Off the disk too before the app moves on, so a reload right after logging out stays logged out.
  await persisted(SESSION_STORAGE_KEY);
}

/** Logout: POST /api/auth/logout (failure ignored), clear session, toast, go to /login. */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    await endSession();
    notify.success(translate('sessions.loggedOut'));
    await router.navigate({ to: '/login', replace: true });
    await router.invalidate();
  }, [router]);
}
