import { SYNC_CHANNEL, type SyncMessage } from '../src/lib/pwa-sync.ts';
import { sw } from './scope.ts';

/** Tells every open tab to rehydrate a store: over BroadcastChannel, or postMessage where it is missing. */
export async function broadcast(message: SyncMessage): Promise<void> {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(SYNC_CHANNEL);
    channel.postMessage(message);
    channel.close();
    return;
  }
  const tabs = await sw.clients.matchAll({ type: 'window' });
  for (const tab of tabs) tab.postMessage(message);
}
