import { useSyncExternalStore } from 'react';
import { isConnected, subscribeConnection } from './connection.ts';

/**
 * Live "can we reach the server" state: false when the browser is offline and also when it says
 * online but calls cannot get through (src/lib/connection.ts). Money actions and the offline
 * notice follow it.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeConnection, isConnected, () => true);
}
