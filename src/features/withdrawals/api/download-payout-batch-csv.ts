import { downloadFile } from '../../../lib/download-file.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Saves the batch as CSV (one line per withdrawal) under the server's file name. */
export function downloadPayoutBatchCsv(id: string, reference: string): Promise<void> {
  return downloadFile(
    `admin/payout-batches/${encodeURIComponent(id)}/batch.csv`,
    {},
    WITHDRAW_DEFAULTS.exportBatch,
    `payout-${reference}.csv`,
  );
}
