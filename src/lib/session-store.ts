import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { AuthResponse, User } from '../contract/auth.ts';
import { createIdbStorage } from './idb-storage.ts';

export type SessionSnapshot = { token: string | null; user: User | null };

type SessionState = SessionSnapshot & {
  setSession: (auth: AuthResponse) => void;
  setUser: (user: User) => void;
  clearSession: () => void;
};

type PersistedSession = SessionSnapshot;

export const SESSION_STORAGE_KEY = 'session';
const SESSION_VERSION = 1;

export const useSessionStore = create<SessionState>()(
  persist(
    (setState) => ({
      token: null,
      user: null,
      setSession: ({ token, user }) => setState({ token, user }),
      setUser: (user) => setState({ user }),
      clearSession: () => setState({ token: null, user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createIdbStorage<PersistedSession>(),
      version: SESSION_VERSION,
      partialize: (state): PersistedSession => ({ token: state.token, user: state.user }),
      // Version 0 (or anything unknown) held no trustworthy shape: start logged out.
      migrate: (persisted, version): PersistedSession => {
        if (version === SESSION_VERSION && persisted && typeof persisted === 'object') {
          return persisted as PersistedSession;
        }
        return { token: null, user: null };
      },
      skipHydration: true,
    },
  ),
);

/** Always-fresh read of the session, for the router context and non-React code. */
export function getSession(): SessionSnapshot {
  const { token, user } = useSessionStore.getState();
  return { token, user };
}
