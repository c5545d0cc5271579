import { get, set } from 'idb-keyval';
import type { User } from '../src/contract/auth.ts';
import { PERSISTED } from '../src/lib/pwa-sync.ts';

/** zustand persist's stored value: the partialized state and the store's version. */
export type Persisted<S> = { state: S; version: number };

export type WorkerSession = { token: string; user: User };

/** The signed-in session as the app's session store persisted it, or null when logged out. */
export async function readSession(): Promise<WorkerSession | null> {
  try {
    const value = await get<Persisted<{ token: string | null; user: User | null }>>(PERSISTED.session.key);
    if (!value || value.version !== PERSISTED.session.version) return null;
    const { token, user } = value.state;
    return token && user ? { token, user } : null;
  } catch {
    return null;
  }
}

export async function readPersisted<S>(key: string, version: number): Promise<S | null> {
  try {
    const value = await get<Persisted<S>>(key);
    return value && value.version === version ? value.state : null;
  } catch {
    return null;
  }
}

/** Writes a store's value exactly as zustand persist would, so the tab's rehydrate() reads it. */
export async function writePersisted<S>(key: string, version: number, state: S): Promise<void> {
  await set(key, { state, version } satisfies Persisted<S>);
}
