import { inArray } from 'drizzle-orm';
import { erc20Abi, formatUnits } from 'viem';
import { chainName } from '../../../src/contract/evm-chains.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { listDepositMethods } from '../deposits/deposit-methods.service.ts';
import { methodAddressOwners } from './onchain-addresses.ts';
import { rpcClient } from './onchain-rpc.ts';
import { assertRpcUrlAllowed, type RpcUrlPolicy } from './rpc-url-guard.ts';
import type { EvmMethod } from './onchain-scan.ts';

export const SWEEP_COLUMNS = [
  'method',
  'chain_id',
  'network',
  'asset',
  'token_address',
  'address',
  'derivation_path',
  'user_email',
  'balance',
  'balance_units',
] as const;

/** RFC 4180 quoting, and a leading ' on text a spreadsheet would run as a formula. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

async function balanceOf(method: EvmMethod, address: `0x${string}`): Promise<bigint> {
  const client = rpcClient(method.evm.rpcUrl);
  const token = method.evm.tokenAddress as `0x${string}` | null;
  return token
    ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    : client.getBalance({ address });
}

/**
 * Every derived address that holds the method's asset now (read from the chain), with the path
 * the operator's wallet derives its key at, and a TOTAL line per method: what to sweep, with
 * their own keys, where the server has none. A method whose RPC fails is one ERROR line, not a 500.
 */
export async function sweepCsv(db: Db, policy: RpcUrlPolicy): Promise<string> {
  const lines = [SWEEP_COLUMNS.join(',')];
  const { derivationPath } = await import('./evm-keys.ts');
  const methods = (await listDepositMethods(db, false)).filter(
    (m): m is EvmMethod => m.kind === 'evm' && m.evm !== null,
  );
  for (const method of methods) {
    const owners = [...(await methodAddressOwners(db, method.evm)).values()].sort((a, b) => a.index - b.index);
    const ids = [...new Set(owners.map((o) => o.userId))];
    const emails = new Map(
      ids.length
        ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => [
            u.id,
            u.email,
          ])
        : [],
    );
    const rows = owners.map((o) => ({ address: o.address, index: o.index, email: emails.get(o.userId) ?? '' }));
    const head = [
      method.name,
      String(method.evm.chainId),
      chainName(method.evm.chainId),
      method.currency,
      method.evm.tokenAddress ?? '',
    ];
    try {
      await assertRpcUrlAllowed(method.evm.rpcUrl, policy);
      const balances = await Promise.all(rows.map((r) => balanceOf(method, r.address as `0x${string}`)));
      let total = 0n;
      rows.forEach((r, i) => {
        const units = balances[i] ?? 0n;
        if (units === 0n) return;
        total += units;
        lines.push(
          [
            ...head,
            r.address,
            derivationPath(r.index),
            r.email,
            formatUnits(units, method.evm.assetDecimals),
            units.toString(),
          ]
            .map(cell)
            .join(','),
        );
      });
      lines.push(
        [...head, 'TOTAL', '', '', formatUnits(total, method.evm.assetDecimals), total.toString()].map(cell).join(','),
      );
    } catch (err) {
      lines.push(
        [
          ...head,
          'ERROR',
          '',
          '',
          `RPC failed: ${err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err)}`,
          '',
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
