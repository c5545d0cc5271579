import { useSyncExternalStore } from 'react';
import { useOnlineStatus } from './use-online-status.ts';

/**
 * Maintenance mode as the app last heard it: from GET /api/maintenance (the banner polls it) or
 * from a money request the server refused with 503 MAINTENANCE. While it is on, money forms pause
 * exactly as they do offline; reads go on.
 */
export type Maintenance = { on: boolean; message: string; until: string | null };

type Listener = () => void;

const OFF: Maintenance = { on: false, message: '', until: null };
let current: Maintenance = OFF;
const listeners = new Set<Listener>();

export function noteMaintenance(next: Maintenance): void {
  if (next.on === current.on && next.message === current.message && next.until === current.until) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Forgets it (tests start each case with maintenance off). */
export const resetMaintenance = (): void => noteMaintenance(OFF);

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useMaintenance(): Maintenance {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => OFF,
  );
}

/** Whether a money form may submit: connected, and no maintenance. */
export function useMoneyOpen(): boolean {
  // Both hooks on every render (no short-circuit): React needs the same hooks in the same order.
  const online = useOnlineStatus();
  const maintenance = useMaintenance();
  return online && !maintenance.on;
}

/** A 503 the server sent for maintenance: its body names it, and carries the operator's message. */
export async function noteMaintenanceAnswer(response: Response): Promise<void> {
  if (response.status !== 503) return;
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'code' in body && body.code === 'MAINTENANCE') {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
      noteMaintenance({ on: true, message, until: current.until });
    }
  } catch {
    // Not JSON: not ours to read.
  }
}
