import { onchainWatcherListSchema, type OnchainWatcher } from '../../../contract/onchain.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';

export function getOnchainWatchers(): Promise<OnchainWatcher[]> {
  return callApi(
    () => api.get('admin/onchain/watchers').json(onchainWatcherListSchema),
    ONCHAIN_DEFAULTS.fetchWatchers,
  );
}
