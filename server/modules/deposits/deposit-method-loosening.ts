import { formatCents } from '../../../src/contract/cents.ts';
import type { DepositMethodRequest } from '../../../src/contract/deposits.ts';
import { chainName } from '../../../src/contract/evm-chains.ts';
import { keyFingerprint, limitLoosened, urlHost, type ProtectionChange } from '../approvals/method-change.service.ts';
import type { DepositMethodRow } from './deposit-methods.repo.ts';

const change = (key: string, label: string, from: string, to: string): ProtectionChange[] =>
  from === to ? [] : [{ key, label, from, to }];

/** An RPC URL whose host stays but whose path or query changes is still another endpoint. */
function rpcChange(before: string, after: string): ProtectionChange[] {
  if (before === after) return [];
  const [from, to] = [urlHost(before), urlHost(after)];
  return [{ key: 'rpc_url', label: 'RPC endpoint', from, to: from === to ? `${to} (another path)` : to }];
}

/**
 * What a deposit method's change loosens, each in words: where money goes or how it is read (the
 * shared address, the key, chain, token or RPC of an automatic method, fewer confirmations) and the
 * limits (a higher maximum, a lower minimum). A new automatic (evm) method is a new rail money
 * arrives through. Names, texts, charges, rates and tighter limits loosen nothing.
 */
export function depositMethodLoosening(
  before: DepositMethodRow | null,
  input: DepositMethodRequest,
): ProtectionChange[] {
  if (!before) {
    if (input.kind !== 'evm') return [];
    const rail = `${input.name} on ${chainName(input.chain_id)}, ${keyFingerprint(input.xpub)}, RPC ${urlHost(input.rpc_url)}`;
    return [{ key: 'method', label: 'New automatic deposit method', from: 'none', to: rail }];
  }
  const money = (v: number) => `${formatCents(v)} ${input.currency.toUpperCase()}`;
  const out = [
    ...limitLoosened('min_amount', `${before.name}: smallest deposit`, before.minCents, input.min_amount, false, money),
    ...limitLoosened('max_amount', `${before.name}: largest deposit`, before.maxCents, input.max_amount, true, money),
  ];
  if (input.kind === 'crypto')
    out.push(...change('address', `${before.name}: deposit address`, before.address || 'none', input.address));
  const evm = before.evm;
  if (input.kind === 'evm' && evm) {
    out.push(
      ...change('xpub', `${before.name}: key`, keyFingerprint(evm.xpub), keyFingerprint(input.xpub)),
      ...change('chain_id', `${before.name}: chain`, chainName(evm.chainId), chainName(input.chain_id)),
      ...change(
        'token_address',
        `${before.name}: token`,
        evm.tokenAddress ?? 'native coin',
        input.token_address?.toLowerCase() ?? 'native coin',
      ),
      ...rpcChange(evm.rpcUrl, input.rpc_url),
      ...limitLoosened(
        'confirmations',
        `${before.name}: confirmations`,
        evm.confirmations,
        input.confirmations,
        false,
        String,
      ),
    );
  }
  return out;
}
