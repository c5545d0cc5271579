import { safeBatchFileSchema } from '../../../contract/payout-batches.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Saves the Safe{Wallet} Transaction Builder file of an EVM batch, to drop into the Safe app. */
export async function downloadSafeBatch(id: string, reference: string): Promise<void> {
  const file = await callApi(
    () => api.get(`admin/payout-batches/${encodeURIComponent(id)}/safe.json`).json(safeBatchFileSchema),
    WITHDRAW_DEFAULTS.exportBatch,
  );
  saveFile(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `payout-${reference}.safe.json`);
}
