import { encodeFunctionData, erc20Abi, getAddress, parseUnits } from 'viem';
import type { PayoutBatch, SafeBatchFile } from '../../../src/contract/payout-batches.ts';
import { csvCell } from '../../lib/csv-cell.ts';

/** One line per withdrawal: what to pay, where, in the site currency and in the asset. */
export function batchCsv(batch: PayoutBatch): string {
  const head = [
    'batch',
    'withdrawal',
    'user_email',
    'address',
    'amount_usd',
    'asset_amount',
    'chain_id',
    'token_address',
  ];
  const lines = batch.items.map((i) => [
    batch.reference,
    i.reference,
    i.user.email,
    i.address,
    i.amount.toFixed(2),
    i.assetAmount,
    batch.chainId ?? '',
    batch.tokenAddress ?? '',
  ]);
  return [head, ...lines].map((cells) => cells.map((c) => csvCell(String(c))).join(',')).join('\r\n') + '\r\n';
}

/**
 * The Safe{Wallet} Transaction Builder file: load it in the Safe app (Transaction Builder, drag
 * the file in) and the owners sign one multi-send. An ERC-20 payout is a call of the token's
 * transfer(address,uint256) per withdrawal with value 0; a native coin payout sends the value
 * with empty data. Amounts are in the asset's base units.
 */
export function safeBatchFile(batch: PayoutBatch, createdAt: number): SafeBatchFile {
  if (batch.chainId === null) throw new Error('not an EVM batch');
  const token = batch.tokenAddress ? getAddress(batch.tokenAddress) : null;
  const transactions = batch.items.map((i) => {
    const units = parseUnits(i.assetAmount, batch.assetDecimals);
    const to = getAddress(i.address);
    return token
      ? {
          to: token,
          value: '0',
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] }),
          contractMethod: null,
          contractInputsValues: null,
        }
      : { to, value: units.toString(), data: '0x', contractMethod: null, contractInputsValues: null };
  });
  return {
    version: '1.0',
    chainId: String(batch.chainId),
    createdAt,
    meta: {
      name: `Payout batch ${batch.reference}`,
      description: `${batch.items.length} withdrawals, ${batch.netTotal.toFixed(2)} USD`,
      txBuilderVersion: '1.16.5',
      createdFromSafeAddress: '',
      createdFromOwnerAddress: '',
      checksum: '',
    },
    transactions,
  };
}
