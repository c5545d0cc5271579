import { downloadFile } from '../../../lib/download-file.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';

/** Every derived address holding funds, with totals (CSV), for the operator's own sweep. */
export function downloadSweepReport(): Promise<void> {
  return downloadFile('admin/onchain/sweep.csv', {}, ONCHAIN_DEFAULTS.sweep, 'sweep.csv');
}
