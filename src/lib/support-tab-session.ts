import { z } from 'zod';
import { userSchema } from '../contract/auth.ts';
import { api } from './api-client.ts';
import { useSessionStore } from './session-store.ts';

const meSchema = z.object({ user: userSchema });

/**
 * Before the first route of a support-view tab: the tab's session is the support token and the
 * investor it shows (GET /api/auth/me answers for the view). The store writes it to this tab's
 * sessionStorage only (idb-storage.ts). A token that no longer opens a view (over 30 minutes,
 * unknown) leaves the tab signed out, on the sign-in page.
 */
export async function enterSupportView(token: string): Promise<void> {
  const session = useSessionStore.getState();
  if (session.token === token && session.user) return;
  try {
    const me = await api
      .get('auth/me', { headers: { Authorization: `Bearer ${token}` }, context: { ignoreUnauthorized: true } })
      .json(meSchema);
    session.setSession({ token, user: me.user });
  } catch {
    session.clearSession();
  }
}
